// Portico in a vanilla page, as a page without React ships it: `mountLogin` of @portico/elements
// (`<portico-login>`; Preact, the widget and Stytch's headless client inside the package's bundle),
// the counterpart of Stytch's `mountLogin` (stytch.js), pointed at the emulator named in
// `?emulator=`. The element makes its own Stytch client from the token, as a page without a bundler
// does. Built by mount-time.mjs (Vite, production, minified).
import { emulatorClientOptions } from '@portico/emulator/client-options';
import { mountLogin } from '@portico/elements';
import { config, emulatorUrl, publicToken } from './shared.js';

// The mount: what mount-time.mjs's "from mount" times start from (probe.js reads the mark).
performance.mark('portico-bench:mount');
// In the page's DOM as Stytch's is (the elements default to a shadow root; `?shadow=1` puts both in one).
mountLogin({ elementId: '#login', publicToken, clientOptions: emulatorClientOptions(emulatorUrl), config: { ...config, enableShadowDOM: config.enableShadowDOM === true } });
