import type { AuthError } from '../../client';
import type { AccountSectionInput, AccountState, AccountUpdateEvent } from '../shared/account-section';

export interface ConnectedAccountsInput extends AccountSectionInput {
  /** The social logins the user may link (the login config's provider types: `google`, `github`, …). */
  providers?: string[];
  /**
   * Where the provider sends the browser back after linking: a page that finishes it with the
   * redirect page's flow (`useUrlLogin` / `<UrlLoginWidget>`), then shows the account. Default:
   * this page without its query (the page runs that flow when the URL has a token).
   */
  linkRedirectUrl?: string;
}

/** A social login or a wallet of the user's. */
export type ConnectedRef = { kind: 'provider'; id: string } | { kind: 'wallet'; id: string };

export interface ConnectedAccountsContext {
  account: AccountState | null;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  providers: string[];
  linkRedirectUrl?: string;
  removing: ConnectedRef | null;
  /** The provider being linked (its start under way, or the browser leaving for it). */
  linking: string | null;
  error: AuthError | null;
  done: 'unlinked' | 'removed' | null;
  revision: number;
}

export type ConnectedAccountsEvent =
  /** Links another social login: Stytch's attach token, then its start (the browser leaves). */
  | { type: 'account.link'; provider: string }
  | { type: 'account.unlink'; oauthUserRegistrationId: string }
  | { type: 'wallet.remove'; cryptoWalletId: string }
  | { type: 'remove.confirm' }
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;

export type ConnectedChange =
  | { kind: 'link'; provider: string; redirectUrl?: string }
  | { kind: 'unlink'; oauthUserRegistrationId: string }
  | { kind: 'removeWallet'; cryptoWalletId: string };
