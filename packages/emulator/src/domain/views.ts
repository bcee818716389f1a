import type {
  AuthenticationFactor,
  CryptoWalletRecord,
  EmailRecord,
  PasswordRecord,
  PhoneNumberRecord,
  SessionRecord,
  Store,
  TotpRecord,
  UserRecord,
  WebAuthnRegistrationRecord,
} from '../store';
import { oauthProviderType } from './oauth-providers';

/** Every user and session carries Stytch's built-in role. */
export const DEFAULT_ROLE = 'stytch_user';

export const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * A session factor (protocol §2.0) authenticated at `now`: `type`, `delivery_method`, the three
 * times, and the `<kind>_factor` object naming the method, if the kind has one.
 */
export function newFactor(
  type: string,
  deliveryMethod: string,
  now: number,
  details: Record<`${string}_factor`, Record<string, string>> = {},
): AuthenticationFactor {
  const at = iso(now);
  return { type, delivery_method: deliveryMethod, created_at: at, updated_at: at, last_authenticated_at: at, ...details };
}

/** The roles of a user and of their sessions: the built-in role, then any seeded ones. */
export const userRoles = (user: UserRecord): string[] => [DEFAULT_ROLE, ...user.roles.filter((role) => role !== DEFAULT_ROLE)];

/** An entry of the User's `providers` (protocol §2.0). */
export interface ProviderJson {
  oauth_user_registration_id: string;
  provider_subject: string;
  provider_type: string;
  profile_picture_url: string;
  locale: string;
}

/**
 * The user's OAuth registrations, as the User object's `providers`. Extension point for the OAuth
 * slice: it reads the user's OAuth registrations here (the user views and the last-factor rule of
 * the user deletion routes use this function).
 */
export function userProvidersJson(store: Store, userId: string): ProviderJson[] {
  return store.oauthRegistrations.listForUser(userId).map((registration) => ({
    oauth_user_registration_id: registration.registration_id,
    provider_subject: registration.provider_subject,
    provider_type: oauthProviderType(registration.provider),
    profile_picture_url: registration.profile_picture_url,
    locale: registration.locale,
  }));
}

/** An entry of the User's `webauthn_registrations` (also the `webauthn_registration` of `PUT /webauthn/update`). */
export const webauthnRegistrationJson = (registration: WebAuthnRegistrationRecord) => ({
  webauthn_registration_id: registration.webauthn_registration_id,
  domain: registration.domain,
  user_agent: registration.user_agent,
  authenticator_type: registration.authenticator_type,
  verified: true,
  name: registration.name,
});

/** An entry of the User's `crypto_wallets`. */
export const cryptoWalletJson = (wallet: CryptoWalletRecord) => ({
  crypto_wallet_id: wallet.crypto_wallet_id,
  crypto_wallet_address: wallet.crypto_wallet_address,
  crypto_wallet_type: wallet.crypto_wallet_type,
  verified: wallet.verified,
});

/** An entry of the User's `totps`. */
export const totpJson = (totp: TotpRecord) => ({ totp_id: totp.totp_id, verified: totp.verified });

/** What a user has besides their record, for {@link userJson}. */
interface UserParts {
  emails: EmailRecord[];
  phoneNumbers: PhoneNumberRecord[];
  password: PasswordRecord | undefined;
  providers: ProviderJson[];
  webauthnRegistrations: WebAuthnRegistrationRecord[];
  cryptoWallets: CryptoWalletRecord[];
  /** Verified TOTPs only: one being enrolled is not the user's yet (Stytch lists it once verified). */
  totps: TotpRecord[];
}

/** The Stytch User object (protocol §2.0), with every array present. */
function userJson(
  user: UserRecord,
  { emails, phoneNumbers, password, providers, webauthnRegistrations, cryptoWallets, totps }: UserParts,
) {
  return {
    user_id: user.user_id,
    created_at: iso(user.created_at),
    status: user.status,
    name: { first_name: user.first_name, middle_name: user.middle_name, last_name: user.last_name },
    emails: emails.map((email) => ({ email_id: email.email_id, email: email.email, verified: email.verified })),
    phone_numbers: phoneNumbers.map((phone) => ({
      phone_id: phone.phone_id,
      phone_number: phone.phone_number,
      verified: phone.verified,
    })),
    providers,
    webauthn_registrations: webauthnRegistrations.map(webauthnRegistrationJson),
    totps: totps.map(totpJson),
    crypto_wallets: cryptoWallets.map(cryptoWalletJson),
    biometric_registrations: [],
    password: password ? { password_id: password.password_id, requires_reset: password.requires_reset } : null,
    trusted_metadata: user.trusted_metadata,
    untrusted_metadata: user.untrusted_metadata,
    roles: userRoles(user),
  };
}

export type UserJson = ReturnType<typeof userJson>;

export function loadUserJson(store: Store, userId: string): UserJson {
  return userJson(store.users.require(userId), {
    emails: store.emails.listForUser(userId),
    phoneNumbers: store.phoneNumbers.listForUser(userId),
    password: store.passwords.findForUser(userId),
    providers: userProvidersJson(store, userId),
    webauthnRegistrations: store.webauthnRegistrations.listForUser(userId),
    cryptoWallets: store.cryptoWallets.listForUser(userId),
    totps: store.totps.listForUser(userId).filter((totp) => totp.verified),
  });
}

/** The Stytch Session object (protocol §2.0); `roles` are the user's. */
export function sessionJson(session: SessionRecord, roles: string[]) {
  return {
    session_id: session.session_id,
    user_id: session.user_id,
    started_at: iso(session.started_at),
    last_accessed_at: iso(session.last_accessed_at),
    expires_at: iso(session.expires_at),
    attributes: { ip_address: session.ip_address, user_agent: session.user_agent },
    authentication_factors: session.authentication_factors,
    custom_claims: {},
    roles,
  };
}

/** The `https://stytch.com/session` claim of a session JWT. */
export function sessionClaim(session: SessionRecord, roles: string[]) {
  return {
    id: session.session_id,
    started_at: iso(session.started_at),
    last_accessed_at: iso(session.last_accessed_at),
    expires_at: iso(session.expires_at),
    attributes: { ip_address: session.ip_address, user_agent: session.user_agent },
    authentication_factors: session.authentication_factors,
    roles,
  };
}
