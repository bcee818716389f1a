import type { AuthError, ConnectedApp } from '../../client';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export type ConnectedAppsInput = AccountSectionInput;

export interface ConnectedAppsContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  apps: ConnectedApp[];
  /** The app whose access is being revoked (confirmed, or under way). */
  revoking: string | null;
  error: AuthError | null;
  done: 'revoked' | null;
  revision: number;
}

export type ConnectedAppsEvent =
  | { type: 'app.revoke'; connectedAppId: string }
  | { type: 'revoke.confirm' }
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;
