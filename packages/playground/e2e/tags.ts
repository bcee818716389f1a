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
] as const;

export type FlowTag = (typeof FLOW_TAGS)[number];
