import type { AuthError } from '../../client';
import type { MfaOptions } from '../../config';
import type { AccountState } from '../shared/account-section';

export interface AccountInput {
  sessionDurationMinutes?: number;
  /** How long a code sent to the user (a new address, a step-up) lasts. */
  otpExpirationMinutes?: number;
  /** The language of those codes. */
  locale?: string;
  /** The two-step verification section's options (the second-factors mode's). */
  mfaOptions?: MfaOptions;
  /** The social logins the user may link (connected accounts). */
  providers?: string[];
  /** Where a link comes back (connected accounts; default: this page without its query). */
  linkRedirectUrl?: string;
  /** The country a new phone number's field starts with. */
  regionCode?: string;
  /** The host gave an `AccountBackend`: the devices and delete-account sections run. */
  hasBackend?: boolean;
}

/** The account's sections, in the order the widget shows them. */
export type AccountSection =
  | 'profile'
  | 'emailAddresses'
  | 'phoneNumbers'
  | 'password'
  | 'connectedAccounts'
  | 'passkeys'
  | 'secondFactors'
  | 'connectedApps'
  | 'devices'
  | 'deleteAccount';

export interface AccountContext {
  input: AccountInput;
  account: AccountState | null;
  /** Each of the sections' `revision` already passed on to the others. */
  seen: Record<string, number>;
  /** The second-factors section's account last passed on (it reads its own after its changes). */
  secondFactorsAccount: unknown;
  error: AuthError | null;
  /** How the account ended: the user deleted it, or signed this device out. */
  ended: 'deleted' | 'signedOut' | null;
}

export type AccountEvent = { type: 'request.retry' };

/** The account ends once the page is signed out: the account deleted, or this device signed out. */
export type AccountOutput = { kind: 'signedOut'; reason: 'deleted' | 'signedOut' };
