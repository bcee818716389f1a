import { DomainError } from './errors';
import type { AuthenticationFactor, SessionRecord, Store } from '../store';
import { callerToken, liveCallerSession, userUnauthenticated } from './sessions';

/**
 * The caller's live session (from the session token in `Authorization`), or 401
 * `user_unauthenticated` for calls that need a logged-in user.
 */
export async function requireCallerSession(
  store: Store,
  sessionToken: string | null,
  now: number,
): Promise<{ session: SessionRecord; token: string }> {
  const current = liveCallerSession(store, await callerToken(sessionToken), now);
  if (!current) throw userUnauthenticated();
  return current;
}

/**
 * Stytch's three categories of factors for the SDK's sensitive actions. Stytch's SDK docs
 * ("Multi-factor authentication", consumer frontend SDKs): "For a Session to be considered secure
 * or have completed MFA, it must include factors from at least two categories. Additionally, at
 * least one factor in the Session must be less than an hour old. Stytch auth factors are split into
 * three general categories: 1. Access to another online account or email address (OAuth, Email
 * Magic Links, Email OTP). 2. Access to a phone number (SMS and WhatsApp OTP). 3. Access to a
 * dedicated 2nd factor (WebAuthn, Passkeys, TOTP)." and "If a User does not have enough registered
 * factors to complete MFA, they are permitted to add a second auth factor without additional
 * steps." Factors the docs put in no category (password, crypto wallet, trusted auth token,
 * impersonation) count toward none.
 */
export type FactorCategory = 'account' | 'phone' | 'device';

/** How recent one of the session's factors must be: "less than an hour old". */
const RECENT_FACTOR_MS = 60 * 60_000;

/**
 * Factors a session gets from another session of this same project, not from a credential the
 * user proved: the project's own Connected App's access token traded for a session
 * (`sessions/exchange_access_token`, delivery `oauth_access_token_exchange`). Such a factor proves
 * nothing the granting session had not proved, so it counts in no category (issue 36): otherwise an
 * SMS-only session (a SIM swap) authorizes the first-party app, exchanges its token into itself and
 * holds "OAuth" beside "phone", two categories, enough to add an email and delete the victim's.
 * The emulator does not copy the granting session's factors into the exchanged one either: a bearer
 * token would then carry factors from one session (or device) to another, and would need the factors
 * as they were when the code was granted; an exchanged session steps up like any session, with a
 * second factor of its own. (Stytch documents the delivery method, not how it counts toward MFA.)
 * Impersonation and trusted auth tokens count in no category already (below).
 */
const DERIVED_DELIVERY_METHODS: ReadonlySet<string> = new Set(['oauth_access_token_exchange']);

/** The category of one of a session's factors for Stytch's rule, or undefined when it counts in none. */
export function factorCategory(factor: AuthenticationFactor): FactorCategory | undefined {
  if (DERIVED_DELIVERY_METHODS.has(factor.delivery_method)) return undefined;
  switch (factor.type) {
    case 'magic_link':
    case 'oauth':
      return 'account';
    case 'otp':
      return factor.delivery_method === 'email' ? 'account' : 'phone';
    // A recovery code stands in for the TOTP's code.
    case 'webauthn':
    case 'totp':
    case 'recovery_codes':
      return 'device';
    default:
      return undefined;
  }
}

/** The categories of the factors the user has registered, i.e. could authenticate a session with. */
function registeredCategories(store: Store, userId: string): Set<FactorCategory> {
  const categories = new Set<FactorCategory>();
  if (store.emails.listForUser(userId).length > 0 || store.oauthRegistrations.listForUser(userId).length > 0) categories.add('account');
  if (store.phoneNumbers.listForUser(userId).length > 0) categories.add('phone');
  if (store.webauthnRegistrations.listForUser(userId).length > 0 || store.totps.listForUser(userId).some((totp) => totp.verified)) {
    categories.add('device');
  }
  return categories;
}

/** 401 `insufficient_factors`, Stytch's error for a sensitive action on a session that has not completed MFA. */
export const insufficientFactors = (): DomainError =>
  new DomainError(
    'unauthorized',
    'insufficient_factors',
    'User must be logged in with multiple categories of factors to call this endpoint: once the user has registered ' +
      'factors of two categories (email or OAuth; phone; authenticator app or passkey), the session needs factors of ' +
      'two categories, one of them authenticated within the last hour.',
  );

/**
 * Stytch's rule for the SDK's sensitive actions (reading recovery codes, enrolling or deleting a
 * factor, adding an email or phone number): once the user could complete MFA, the session must
 * have done so. Throws 401 `insufficient_factors` otherwise. Synchronous, for use in transactions.
 */
export function requireMultiFactorSession(store: Store, session: SessionRecord, now: number): void {
  if (registeredCategories(store, session.user_id).size < 2) return;
  const categories = new Set<FactorCategory>();
  let recent = false;
  for (const factor of session.authentication_factors) {
    const category = factorCategory(factor);
    if (category === undefined) continue;
    categories.add(category);
    if (now - Date.parse(factor.last_authenticated_at) < RECENT_FACTOR_MS) recent = true;
  }
  if (categories.size < 2 || !recent) throw insufficientFactors();
}
