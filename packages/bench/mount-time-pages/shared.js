// What the pages share: the emulator they talk to and the same login config. `?shadow=1` renders
// the widgets in a shadow root (`enableShadowDOM`, which both Portico and Stytch read from the
// config). Also imported on the server (portico-ssr.server.js), where there is no `location`.
const params = new URLSearchParams(globalThis.location?.search ?? '');
export const emulatorUrl = params.get('emulator') ?? 'http://localhost:4100';
export const publicToken = 'public-token-test-portico';
/** The login config, in a shadow root or not. */
export const configFor = (shadow) => ({
  products: ['otp'],
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
  ...(shadow ? { enableShadowDOM: true } : {}),
});
export const config = configFor(params.has('shadow'));
