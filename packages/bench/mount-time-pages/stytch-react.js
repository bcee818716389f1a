// Stytch's prebuilt UI in a React host: `@stytch/react`'s <StytchLogin> under its <StytchProvider>,
// rendered with React 19's createRoot, as Portico's page renders <LoginWidget> (the same React: the
// React-host comparison). Pointed at the emulator named in `?emulator=`. Built by mount-time.mjs
// (Vite, production, minified).
import { emulatorClientOptions } from '@portico/emulator/client-options';
import { createStytchClient, Products, StytchLogin, StytchProvider } from '@stytch/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { config, emulatorUrl, publicToken } from './shared.js';

const stytch = createStytchClient(publicToken, emulatorClientOptions(emulatorUrl));
// Stytch's UI takes product objects where Portico takes their names.
const loginConfig = { ...config, products: config.products.map((name) => Products[name]) };
// The mount: what mount-time.mjs's "from mount" times start from (probe.js reads the mark).
performance.mark('portico-bench:mount');
createRoot(document.getElementById('login')).render(createElement(StytchProvider, { stytch }, createElement(StytchLogin, { config: loginConfig })));
