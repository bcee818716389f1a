import { version } from 'react';

/**
 * The major version of the React rendering Portico (18 or 19): the few places where they differ
 * (a child's `ref`, hoisted `<style>`) ask it.
 */
export const reactMajor = Number.parseInt(version, 10);
