import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';

// Each test starts on a fresh page and a fresh device ('Last used' is kept in localStorage).
beforeEach(() => globalThis.localStorage?.clear());
afterEach(() => document.body.replaceChildren());

// jsdom has no layout: input-otp probes it to make room for password-manager badges.
if (typeof document !== 'undefined' && !document.elementFromPoint) document.elementFromPoint = () => null;
