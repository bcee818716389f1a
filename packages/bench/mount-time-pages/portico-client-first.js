// Portico in a React host that makes its Stytch client before the mount, at the top of its module
// (`new StytchHeadlessClient`, as hosts did before `lazyClient`): portico.js without the lazy
// client, so the bench shows what the client's start costs the first field. Built by mount-time.mjs.
import { emulatorClientOptions } from '@portico/emulator/client-options';
import { LoginWidget } from '@portico/ui';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { config, emulatorUrl, publicToken } from './shared.js';

const stytch = new StytchHeadlessClient(publicToken, emulatorClientOptions(emulatorUrl));
// The mount: what mount-time.mjs's "from mount" times start from (probe.js reads the mark).
performance.mark('portico-bench:mount');
createRoot(document.getElementById('login')).render(createElement(LoginWidget, { client: stytch, config }));
