import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

afterEach(() => cleanup());
// 'Last used' is remembered in localStorage: each test starts on a fresh device.
beforeEach(() => globalThis.localStorage?.clear());

// jsdom has no layout: input-otp probes it to make room for password-manager badges.
if (typeof document !== 'undefined' && !document.elementFromPoint) document.elementFromPoint = () => null;
