import type { AuthClient, AuthFactor, AuthUser } from '../../client';
import { fromRequest } from './request';

/**
 * What the account's sections share (issue 37): the signed-in user and their session's factors,
 * loaded once by the account root (or by a section used alone) and pushed to every section after
 * any change, and the options every section takes.
 */
export interface AccountState {
  user: AuthUser;
  /** The active session's factors (what a sensitive change's step-up is planned from). */
  factors: AuthFactor[];
}

export interface AccountSectionInput {
  /** The account as the root loaded it; a section used alone loads it itself. */
  account?: AccountState;
  sessionDurationMinutes?: number;
  /** How long a code sent to the user (a new address, a step-up) lasts. */
  otpExpirationMinutes?: number;
  /** The language of those codes. */
  locale?: string;
}

/** The root gives every section the account as the server has it now (after another section's change). */
export type AccountUpdateEvent = { type: 'account.update'; account: AccountState };

/** The signed-in user and their session's factors (null: nobody is signed in). */
export async function loadAccountState(client: AuthClient, signal: AbortSignal): Promise<AccountState | null> {
  const user = await client.user.get({ signal });
  if (!user) return null;
  return { user, factors: await client.session.factors() };
}

export const createLoadAccountActor = (client: AuthClient, timeoutMs?: number) =>
  fromRequest<AccountState | null>((_input, signal) => loadAccountState(client, signal), timeoutMs);

/**
 * How many ways the user has to sign in with that Stytch counts for "keep one" (emails, phone
 * numbers, social logins, wallets): the last one cannot be removed (`cannot_delete_last_primary_factor`).
 */
export function signInMethodCount(user: AuthUser): number {
  return user.emails.length + user.phoneNumbers.length + (user.providers ?? []).length + (user.cryptoWallets ?? []).length;
}

// Pure, in a module of its own: the user button reads it without this module's request helpers (and XState).
export { signInAddress } from './sign-in-address';

/** A session's factors after a call that answered a session (a code that added an address): its own, or as they were. */
export const factorsAfter = (account: AccountState, result: { session: { authenticationFactors: AuthFactor[] } | null } | null | undefined): AuthFactor[] =>
  result?.session?.authenticationFactors ?? account.factors;
