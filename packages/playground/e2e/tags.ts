/**
 * One tag per product: `npx playwright test --grep @otp` runs its end-to-end tests wherever they
 * are (its own spec, the keyboard suite, the fault matrix). A test of several products has several
 * tags; the suites across all of them (languages, layout, shadow DOM, hostile data) have none.
 */
export const FLOW_TAGS = [
  '@otp',
  '@magic-link',
  '@password',
  '@passkeys',
  '@crypto',
  '@oauth',
  '@one-tap',
  '@mfa',
  '@second-factors',
  '@idp',
  '@sessions',
  '@account',
] as const;

export type FlowTag = (typeof FLOW_TAGS)[number];

/**
 * The tests `npm test` also runs on the playground built on Preact (@portico/elements' runtime,
 * `npm run test:compat -w @portico/elements -- --grep @compat`): one or two of each product whose
 * screens hold the most state (the passcode boxes and resend, the passkey list's inline rename and
 * delete, the authenticator app's setup). The whole compat suite runs every test.
 */
export const COMPAT_TAG = '@compat';
