/**
 * `@portico/core/server`: the account protocol's server side (docs/account.md). No React, no
 * browser API, no dependency on Stytch's Node SDK (pass its client: the handler types the calls it
 * makes structurally).
 */
export {
  createAccountHandler,
  type AccountHandlerOptions,
  type StytchNodeClient,
  type StytchNodeSession,
  type StytchNodeUser,
} from './server/account-handler';
export { meetsSensitiveRule, registeredCategories, RECENT_FACTOR_MS, type RegisteredFactors } from './flows/shared/sensitive-rule';
export type { AccountSession } from './client/account-backend';
