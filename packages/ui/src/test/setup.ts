import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { preloadTheming } from '../frame/theming';
import { preloadLoginWidget } from '../widgets/login-widget/login-widget';

afterEach(() => cleanup());
// 'Last used' is remembered in localStorage: each test starts on a fresh device.
beforeEach(() => globalThis.localStorage?.clear());

// jsdom has no layout: input-otp probes it to make room for password-manager badges.
if (typeof document !== 'undefined' && !document.elementFromPoint) document.elementFromPoint = () => null;

// The login widget paints Main first and loads its flows meanwhile (main-shell.tsx). Tests drive
// the live widget from its first render, so its module is loaded before them; a test file of the
// first paint itself sets `globalThis.porticoFirstPaint` at its top to keep it unloaded.
// Likewise the theme's mapping (styles, presentation: a chunk of its own, widget-frame.tsx), which
// a test file of its loading resets (`resetThemingLoader`).
beforeAll(async () => {
  if (!(globalThis as { porticoFirstPaint?: boolean }).porticoFirstPaint) await preloadLoginWidget();
  await preloadTheming();
});

// A screen's chunk is transformed on its first import in a test run, which on a busy machine (the
// stories and the browser suites run beside these) can take longer than testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
