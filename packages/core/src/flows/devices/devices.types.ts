import type { AccountSession, AuthError } from '../../client';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export type DevicesInput = AccountSectionInput;

/** A session as the list shows it: the browser and system its user agent names. */
export interface AccountDevice extends AccountSession {
  /** `Chrome`, `Safari`, `Firefox`… (null: the user agent names none). */
  browser: string | null;
  /** `macOS`, `Windows`, `iOS`, `Android`… */
  os: string | null;
  /** `desktop`, `mobile`, `tablet`, `tv` (null: not known). */
  deviceType: string | null;
}

export interface DevicesContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  devices: AccountDevice[];
  /** What is being signed out: one session, or every other one. */
  signingOut: { sessionId: string } | 'others' | null;
  error: AuthError | null;
  done: 'signedOut' | 'signedOutOthers' | null;
}

export type DevicesEvent =
  | { type: 'device.signOut'; sessionId: string }
  | { type: 'devices.signOutOthers' }
  | { type: 'signOut.confirm' }
  | { type: 'change.cancel' }
  /** Reads the list again (after a failed load, or at any time). */
  | { type: 'request.retry' }
  | AccountUpdateEvent;

/** How the section ends: only when the user signed out this device (the page's session is over). */
export type DevicesOutput = { kind: 'signedOut' };

export type DevicesChange = { kind: 'revoke'; sessionId: string } | { kind: 'revokeOthers' };
