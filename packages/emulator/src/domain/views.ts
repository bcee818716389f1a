import type { EmailRecord, PasswordRecord, PhoneNumberRecord, SessionRecord, Store, UserRecord } from '../store';

/** Every user and session carries Stytch's built-in role. */
export const DEFAULT_ROLE = 'stytch_user';

export const iso = (ms: number): string => new Date(ms).toISOString();

/** The roles of a user and of their sessions: the built-in role, then any seeded ones. */
export const userRoles = (user: UserRecord): string[] => [DEFAULT_ROLE, ...user.roles.filter((role) => role !== DEFAULT_ROLE)];

/** The Stytch User object (protocol §2.0), with every array present. */
function userJson(
  user: UserRecord,
  emails: EmailRecord[],
  phoneNumbers: PhoneNumberRecord[],
  password: PasswordRecord | undefined,
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
    providers: [],
    webauthn_registrations: [],
    totps: [],
    crypto_wallets: [],
    biometric_registrations: [],
    password: password ? { password_id: password.password_id, requires_reset: password.requires_reset } : null,
    trusted_metadata: user.trusted_metadata,
    untrusted_metadata: user.untrusted_metadata,
    roles: userRoles(user),
  };
}

export type UserJson = ReturnType<typeof userJson>;

export function loadUserJson(store: Store, userId: string): UserJson {
  return userJson(
    store.users.require(userId),
    store.emails.listForUser(userId),
    store.phoneNumbers.listForUser(userId),
    store.passwords.findForUser(userId),
  );
}

/** The Stytch Session object (protocol §2.0); `roles` are the user's. */
export function sessionJson(session: SessionRecord, roles: string[]) {
  return {
    session_id: session.session_id,
    user_id: session.user_id,
    started_at: iso(session.started_at),
    last_accessed_at: iso(session.last_accessed_at),
    expires_at: iso(session.expires_at),
    attributes: { ip_address: '', user_agent: session.user_agent },
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
    attributes: { ip_address: '', user_agent: session.user_agent },
    authentication_factors: session.authentication_factors,
    roles,
  };
}
