// Portico as a host ships it: React 19 bundled, the widget and Stytch's headless client, pointed at
// the emulator named in `?emulator=`. Built by mount-time.mjs (Vite, production, minified). Rendered
// in the browser only (createRoot); portico-ssr.js is the same widget hydrating server HTML. The
// client is a `lazyClient`, as the README's first example: the widget draws its first screen, then
// makes it (portico-client-first.js makes it before the mount).
import { emulatorClientOptions } from '@portico/emulator/client-options';
import { LoginWidget, lazyClient } from '@portico/ui';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { config, emulatorUrl, publicToken } from './shared.js';

const stytch = lazyClient(() => new StytchHeadlessClient(publicToken, emulatorClientOptions(emulatorUrl)));
// The mount: what mount-time.mjs's "from mount" times start from (probe.js reads the mark).
performance.mark('portico-bench:mount');
createRoot(document.getElementById('login')).render(createElement(LoginWidget, { client: stytch, config }));
