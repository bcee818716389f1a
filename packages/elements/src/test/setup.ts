import { configure } from '@testing-library/dom';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeEach } from 'vitest';

// Each test starts on a fresh page and a fresh device ('Last used' is kept in localStorage).
beforeEach(() => globalThis.localStorage?.clear());
afterEach(() => document.body.replaceChildren());

// Preact runs effects after the next frame, with a 35 ms timer as the fallback; that timer calls
// `cancelAnimationFrame`. Left pending when a file ends, it fires after jsdom's globals are gone
// ("cancelAnimationFrame is not defined", an uncaught error that fails the run). The page is empty
// by now, so waiting out one fallback lets every pending frame finish first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

// jsdom has no layout: input-otp probes it to make room for password-manager badges.
if (typeof document !== 'undefined' && !document.elementFromPoint) document.elementFromPoint = () => null;

// A screen's chunk is transformed on its first import in a test run, which on a busy machine (the
// stories and the browser suites run beside these) can take longer than testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
