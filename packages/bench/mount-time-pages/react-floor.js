// The floor of any widget React renders: what Portico's page (portico.js) loads and does, less the
// widget. React 19 and Stytch's headless client, made as portico.js makes it, and createRoot
// rendering a bare form with an email field (no component, no stylesheet). No React-rendered login
// widget can show its field sooner; mount-time.mjs prints its time over Stytch's beside Portico's.
import { emulatorClientOptions } from '@portico/emulator/client-options';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { emulatorUrl, publicToken } from './shared.js';

const stytch = new StytchHeadlessClient(publicToken, emulatorClientOptions(emulatorUrl));
// Kept (a client nothing uses could be dropped by the minifier).
window.__benchClient = stytch;
// The mount: what mount-time.mjs's "from mount" times start from (probe.js reads the mark).
performance.mark('portico-bench:mount');
createRoot(document.getElementById('login')).render(
  h('form', null, h('label', null, 'Email ', h('input', { type: 'email', name: 'email', autoComplete: 'email' })), h('button', null, 'Continue')),
);
