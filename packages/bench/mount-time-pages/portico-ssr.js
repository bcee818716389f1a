// Portico on a host that renders on the server (as examples/next-app does): #login already holds
// the HTML of <LoginWidget client={null} config={config}/> (portico-ssr.server.js, rendered by
// mount-time.mjs at build time), and this hydrates it with the browser's client, pointed at the
// emulator named in `?emulator=`. Otherwise as portico.js: React 19 bundled, the widget and
// Stytch's headless client. Built by mount-time.mjs (Vite, production, minified).
import { emulatorClientOptions } from '@portico/emulator/client-options';
import { LoginWidget } from '@portico/ui';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { config, emulatorUrl, publicToken } from './shared.js';

const stytch = new StytchHeadlessClient(publicToken, emulatorClientOptions(emulatorUrl));
// The mount: what mount-time.mjs's "from mount" times start from (probe.js reads the mark).
performance.mark('portico-bench:mount');
hydrateRoot(document.getElementById('login'), createElement(LoginWidget, { client: stytch, config }), {
  // A hydration mismatch (the server's HTML not what the browser renders) is a recoverable error:
  // on the console, which mount-time.mjs fails the run on for this page. (React's production build
  // reports mismatched text and elements; a mismatched attribute only its development build warns
  // about, which ui's login-widget.hydration.test.tsx runs.)
  onRecoverableError: (error) => {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(`hydrateRoot: ${error instanceof Error ? error.message : String(error)}${cause}`);
  },
});
