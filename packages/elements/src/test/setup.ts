import { configure } from '@testing-library/dom';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';

// Each test starts on a fresh page and a fresh device ('Last used' is kept in localStorage).
beforeEach(() => globalThis.localStorage?.clear());
afterEach(() => document.body.replaceChildren());

// jsdom has no layout: input-otp probes it to make room for password-manager badges.
if (typeof document !== 'undefined' && !document.elementFromPoint) document.elementFromPoint = () => null;

// A screen's chunk is transformed on its first import in a test run, which on a busy machine (the
// stories and the browser suites run beside these) can take longer than testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
