// Stytch's prebuilt UI (v6): `StytchUIClient` and `mountLogin`, pointed at the emulator named in
// `?emulator=`. Built by mount-time.mjs (Vite, production, minified).
import { emulatorClientOptions } from '@portico/emulator/client-options';
import { Products, StytchUIClient } from '@stytch/vanilla-js';
import { config, emulatorUrl, publicToken } from './shared.js';

const stytch = new StytchUIClient(publicToken, emulatorClientOptions(emulatorUrl));
const props = {
  client: stytch,
  elementId: '#login',
  // Stytch's v6 UI takes product objects where Portico takes their names.
  config: { ...config, products: config.products.map((name) => Products[name]) },
};
// vanilla-js 6.3.0's mount helpers render nothing on the first call: they create the <stytch-ui>
// element without handing it the props (found against a throwaway server in headless Chromium; the
// emulator's conformance page calls mountLogin twice). Handing them over renders it, in the same
// microtask-queued render.
// The mount: what mount-time.mjs's "from mount" times start from (probe.js reads the mark).
performance.mark('portico-bench:mount');
stytch.mountLogin(props).render(props);
