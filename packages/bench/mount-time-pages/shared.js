// What both pages share: the emulator they talk to and the same login config. `?shadow=1` renders
// both widgets in a shadow root (`enableShadowDOM`, which both read from the config).
const params = new URLSearchParams(location.search);
export const emulatorUrl = params.get('emulator') ?? 'http://localhost:4100';
export const publicToken = 'public-token-test-portico';
export const config = {
  products: ['otp'],
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
  ...(params.has('shadow') ? { enableShadowDOM: true } : {}),
};
