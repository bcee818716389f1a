/**
 * The emulator's SQLite schema. Times are epoch milliseconds of the emulator clock. Bump
 * SCHEMA_VERSION and add a migration to {@link MIGRATIONS} when a later slice changes it.
 */
export const SCHEMA_VERSION = 14;

const V1 = `
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  user_id            TEXT PRIMARY KEY,
  created_at         INTEGER NOT NULL,
  status             TEXT NOT NULL,
  first_name         TEXT NOT NULL DEFAULT '',
  middle_name        TEXT NOT NULL DEFAULT '',
  last_name          TEXT NOT NULL DEFAULT '',
  trusted_metadata   TEXT NOT NULL DEFAULT '{}',
  untrusted_metadata TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS emails (
  email_id   TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(user_id),
  email      TEXT NOT NULL UNIQUE,
  verified   INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS emails_user ON emails(user_id);
CREATE TABLE IF NOT EXISTS phone_numbers (
  phone_id     TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users(user_id),
  phone_number TEXT NOT NULL UNIQUE,
  verified     INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS phone_numbers_user ON phone_numbers(user_id);
CREATE TABLE IF NOT EXISTS sessions (
  session_id             TEXT PRIMARY KEY,
  user_id                TEXT NOT NULL REFERENCES users(user_id),
  token_hash             TEXT NOT NULL UNIQUE,
  started_at             INTEGER NOT NULL,
  last_accessed_at       INTEGER NOT NULL,
  expires_at             INTEGER NOT NULL,
  revoked_at             INTEGER,
  user_agent             TEXT NOT NULL DEFAULT '',
  authentication_factors TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE TABLE IF NOT EXISTS otp_codes (
  code_id        TEXT PRIMARY KEY,
  method_id      TEXT NOT NULL,
  channel        TEXT NOT NULL,
  code           TEXT NOT NULL,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  used_at        INTEGER,
  invalidated_at INTEGER
);
CREATE INDEX IF NOT EXISTS otp_codes_method ON otp_codes(method_id);
CREATE TABLE IF NOT EXISTS auth_failures (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  method_id TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_failures_method ON auth_failures(method_id);
CREATE TABLE IF NOT EXISTS lockouts (
  method_id    TEXT PRIMARY KEY,
  locked_at    INTEGER NOT NULL,
  locked_until INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  seq        INTEGER PRIMARY KEY AUTOINCREMENT,
  id         TEXT NOT NULL UNIQUE,
  channel    TEXT NOT NULL,
  sender     TEXT,
  recipient  TEXT NOT NULL,
  subject    TEXT,
  body       TEXT NOT NULL,
  code       TEXT,
  link       TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
  seq          INTEGER PRIMARY KEY AUTOINCREMENT,
  name         TEXT NOT NULL,
  details      TEXT NOT NULL,
  public_token TEXT,
  error        TEXT,
  created_at   INTEGER NOT NULL
);
`;

/**
 * Version 2: passwords, the tokens emailed in magic links and reset links (stored as SHA-256
 * hashes; `email_id` is null for a secondary magic link to an address the user does not have
 * yet), and extra RBAC roles per user.
 */
const V2 = `
CREATE TABLE IF NOT EXISTS passwords (
  password_id    TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL UNIQUE REFERENCES users(user_id),
  hash           TEXT NOT NULL,
  requires_reset INTEGER NOT NULL DEFAULT 0,
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS email_tokens (
  token_id       TEXT PRIMARY KEY,
  token_hash     TEXT NOT NULL UNIQUE,
  kind           TEXT NOT NULL,
  user_id        TEXT NOT NULL,
  email_id       TEXT,
  email          TEXT NOT NULL,
  code_challenge TEXT,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  used_at        INTEGER,
  invalidated_at INTEGER
);
CREATE INDEX IF NOT EXISTS email_tokens_user ON email_tokens(user_id);
ALTER TABLE users ADD COLUMN roles TEXT NOT NULL DEFAULT '[]';
`;

/**
 * Version 3: passkeys (WebAuthn registrations and the single-use challenges of the start calls),
 * crypto wallets and the messages they sign, and the token ids of trusted auth tokens already
 * exchanged (each works once).
 */
const V3 = `
CREATE TABLE IF NOT EXISTS webauthn_registrations (
  webauthn_registration_id TEXT PRIMARY KEY,
  user_id                  TEXT NOT NULL REFERENCES users(user_id),
  credential_id            TEXT NOT NULL UNIQUE,
  public_key               TEXT NOT NULL,
  counter                  INTEGER NOT NULL DEFAULT 0,
  transports               TEXT NOT NULL DEFAULT '[]',
  aaguid                   TEXT NOT NULL DEFAULT '',
  domain                   TEXT NOT NULL,
  user_agent               TEXT NOT NULL DEFAULT '',
  authenticator_type       TEXT NOT NULL DEFAULT '',
  name                     TEXT NOT NULL,
  created_at               INTEGER NOT NULL,
  last_used_at             INTEGER
);
CREATE INDEX IF NOT EXISTS webauthn_registrations_user ON webauthn_registrations(user_id);
CREATE TABLE IF NOT EXISTS webauthn_challenges (
  challenge          TEXT PRIMARY KEY,
  kind               TEXT NOT NULL,
  user_id            TEXT,
  domain             TEXT NOT NULL,
  user_verification  TEXT NOT NULL,
  authenticator_type TEXT NOT NULL DEFAULT '',
  user_agent         TEXT NOT NULL DEFAULT '',
  created_at         INTEGER NOT NULL,
  expires_at         INTEGER NOT NULL,
  used_at            INTEGER
);
CREATE TABLE IF NOT EXISTS crypto_wallets (
  crypto_wallet_id      TEXT PRIMARY KEY,
  user_id               TEXT NOT NULL REFERENCES users(user_id),
  crypto_wallet_type    TEXT NOT NULL,
  crypto_wallet_address TEXT NOT NULL,
  verified              INTEGER NOT NULL DEFAULT 0,
  created_at            INTEGER NOT NULL,
  UNIQUE (crypto_wallet_type, crypto_wallet_address)
);
CREATE INDEX IF NOT EXISTS crypto_wallets_user ON crypto_wallets(user_id);
CREATE TABLE IF NOT EXISTS crypto_wallet_challenges (
  challenge_id          TEXT PRIMARY KEY,
  crypto_wallet_type    TEXT NOT NULL,
  crypto_wallet_address TEXT NOT NULL,
  user_id               TEXT,
  message               TEXT NOT NULL,
  created_at            INTEGER NOT NULL,
  expires_at            INTEGER NOT NULL,
  used_at               INTEGER
);
CREATE INDEX IF NOT EXISTS crypto_wallet_challenges_wallet ON crypto_wallet_challenges(crypto_wallet_type, crypto_wallet_address);
CREATE TABLE IF NOT EXISTS trusted_auth_token_uses (
  profile_id TEXT NOT NULL,
  token_id   TEXT NOT NULL,
  used_at    INTEGER NOT NULL,
  PRIMARY KEY (profile_id, token_id)
);
`;

/**
 * Version 4: social login (OAuth registrations, the tokens OAuth redirects carry and attach
 * tokens, stored as SHA-256 hashes) and the identity provider (remembered consent, authorization
 * codes and refresh tokens, also hashed).
 */
const V4 = `
CREATE TABLE IF NOT EXISTS oauth_registrations (
  registration_id     TEXT PRIMARY KEY,
  user_id             TEXT NOT NULL REFERENCES users(user_id),
  provider            TEXT NOT NULL,
  provider_subject    TEXT NOT NULL,
  email               TEXT NOT NULL,
  profile_picture_url TEXT NOT NULL DEFAULT '',
  locale              TEXT NOT NULL DEFAULT '',
  created_at          INTEGER NOT NULL,
  UNIQUE (provider, provider_subject)
);
CREATE INDEX IF NOT EXISTS oauth_registrations_user ON oauth_registrations(user_id);
CREATE TABLE IF NOT EXISTS oauth_tokens (
  token_hash      TEXT PRIMARY KEY,
  kind            TEXT NOT NULL,
  provider        TEXT NOT NULL,
  user_id         TEXT NOT NULL,
  registration_id TEXT,
  email_id        TEXT,
  scopes          TEXT NOT NULL DEFAULT '[]',
  code_challenge  TEXT,
  created_at      INTEGER NOT NULL,
  expires_at      INTEGER NOT NULL,
  used_at         INTEGER
);
CREATE INDEX IF NOT EXISTS oauth_tokens_user ON oauth_tokens(user_id);
CREATE TABLE IF NOT EXISTS idp_grants (
  user_id    TEXT NOT NULL,
  client_id  TEXT NOT NULL,
  scopes     TEXT NOT NULL,
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, client_id)
);
CREATE TABLE IF NOT EXISTS idp_codes (
  code_hash      TEXT PRIMARY KEY,
  client_id      TEXT NOT NULL,
  user_id        TEXT NOT NULL,
  session_id     TEXT NOT NULL,
  redirect_uri   TEXT NOT NULL,
  code_challenge TEXT,
  nonce          TEXT,
  scopes         TEXT NOT NULL,
  auth_time      INTEGER NOT NULL,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  used_at        INTEGER
);
CREATE INDEX IF NOT EXISTS idp_codes_user ON idp_codes(user_id);
CREATE TABLE IF NOT EXISTS idp_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  client_id  TEXT NOT NULL,
  user_id    TEXT NOT NULL,
  session_id TEXT NOT NULL,
  code_hash  TEXT NOT NULL,
  scopes     TEXT NOT NULL,
  auth_time  INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  used_at    INTEGER,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS idp_refresh_tokens_user ON idp_refresh_tokens(user_id);
CREATE INDEX IF NOT EXISTS idp_refresh_tokens_code ON idp_refresh_tokens(code_hash);
`;

/**
 * Version 5: indexes for the lookups every login makes, so none of them scans a table or sorts:
 * the outbox by recipient (`GET /emulator/outbox?to=`, which tests call after every send), and
 * the per-user lists and the live code in the order they are read (sorting even one row costs a
 * temporary b-tree in SQLite). Each replaces the narrower index it extends.
 */
const V5 = `
CREATE INDEX IF NOT EXISTS outbox_recipient ON outbox(recipient COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS otp_codes_method_created ON otp_codes(method_id, created_at);
DROP INDEX IF EXISTS otp_codes_method;
CREATE INDEX IF NOT EXISTS emails_user_created ON emails(user_id, created_at, email_id);
DROP INDEX IF EXISTS emails_user;
CREATE INDEX IF NOT EXISTS phone_numbers_user_created ON phone_numbers(user_id, created_at, phone_id);
DROP INDEX IF EXISTS phone_numbers_user;
CREATE INDEX IF NOT EXISTS webauthn_registrations_user_created ON webauthn_registrations(user_id, created_at);
DROP INDEX IF EXISTS webauthn_registrations_user;
CREATE INDEX IF NOT EXISTS crypto_wallets_user_created ON crypto_wallets(user_id, created_at);
DROP INDEX IF EXISTS crypto_wallets_user;
CREATE INDEX IF NOT EXISTS oauth_registrations_user_created ON oauth_registrations(user_id, created_at);
DROP INDEX IF EXISTS oauth_registrations_user;
`;

/** OTP `send/secondary`: a code to an address the logged-in user is adding (joins them on authenticate). */
const V6 = `
ALTER TABLE otp_codes ADD COLUMN pending_user_id TEXT;
ALTER TABLE otp_codes ADD COLUMN pending_address TEXT;
`;

/**
 * Version 7: authenticator apps (TOTP secrets, kept in clear because codes are computed from
 * them, with the last time step a code was accepted for, so a code cannot be replayed), their
 * recovery codes (in clear too: `totps/recovery_codes` hands the unused ones back) and
 * impersonation tokens (SHA-256 hashes, single use).
 */
const V7 = `
CREATE TABLE IF NOT EXISTS totps (
  totp_id        TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL REFERENCES users(user_id),
  secret         TEXT NOT NULL,
  verified       INTEGER NOT NULL DEFAULT 0,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  last_used_step INTEGER
);
CREATE INDEX IF NOT EXISTS totps_user_created ON totps(user_id, created_at);
CREATE TABLE IF NOT EXISTS totp_recovery_codes (
  recovery_code_id TEXT PRIMARY KEY,
  totp_id          TEXT NOT NULL,
  user_id          TEXT NOT NULL,
  code             TEXT NOT NULL,
  position         INTEGER NOT NULL,
  used_at          INTEGER
);
CREATE INDEX IF NOT EXISTS totp_recovery_codes_totp ON totp_recovery_codes(totp_id, position);
CREATE TABLE IF NOT EXISTS impersonation_tokens (
  token_hash                 TEXT PRIMARY KEY,
  user_id                    TEXT NOT NULL,
  impersonator_id            TEXT NOT NULL,
  impersonator_email_address TEXT NOT NULL,
  created_at                 INTEGER NOT NULL,
  expires_at                 INTEGER NOT NULL,
  used_at                    INTEGER
);
CREATE INDEX IF NOT EXISTS impersonation_tokens_user ON impersonation_tokens(user_id);
`;

/**
 * Version 8: a record of every identity-provider access token (by its `jti`) with the
 * authorization code its chain started from, so replaying that code (or reusing a rotated refresh
 * token) revokes the access tokens already issued, not only the refresh tokens (RFC 6749 §4.1.2).
 * Expired records are pruned as new tokens are issued.
 */
const V8 = `
CREATE TABLE IF NOT EXISTS idp_access_tokens (
  jti        TEXT PRIMARY KEY,
  code_hash  TEXT NOT NULL,
  client_id  TEXT NOT NULL,
  user_id    TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS idp_access_tokens_code ON idp_access_tokens(code_hash);
CREATE INDEX IF NOT EXISTS idp_access_tokens_expiry ON idp_access_tokens(expires_at);
`;

/**
 * Version 9: an authorization code remembers that its chain was revoked (it was replayed, or a
 * rotated refresh token of its chain was reused), so tokens still being signed for it when that
 * happened are never stored (issueTokens checks it in the same synchronous step that records
 * them), and access tokens of the chain are refused however they were recorded.
 */
const V9 = `
ALTER TABLE idp_codes ADD COLUMN revoked_at INTEGER;
`;

/**
 * Version 10: a One Tap sign-in's redirect token, when the project requires PKCE for OAuth,
 * remembers the browser that started it (One Tap has no code_challenge to bind it with).
 */
const V10 = `
ALTER TABLE oauth_tokens ADD COLUMN browser_binding TEXT;
`;

/**
 * Version 11: an authorization code, and the refresh tokens of its chain, remember how the user
 * authenticated when it was granted (the ID token's `amr`, RFC 8176: a JSON array). Codes and
 * tokens of an older database have none (null), and their ID tokens leave `amr` out.
 */
const V11 = `
ALTER TABLE idp_codes ADD COLUMN amr TEXT;
ALTER TABLE idp_refresh_tokens ADD COLUMN amr TEXT;
`;

/**
 * Version 12: a TOTP remembers the session that created it, the only one its recovery codes go to
 * while it is unverified. TOTPs of an older database have none (null): their pending codes go to
 * no session (a new `POST /totps` replaces such a TOTP).
 */
const V12 = `
ALTER TABLE totps ADD COLUMN created_by_session_id TEXT;
`;

/**
 * Version 13: the mail scanner (setting `mail_scanner`). A message whose links the scanner is to
 * visit is held (`held_for_scan`: the scan's mode, `fetch` or `browser`) until its scan ends;
 * `scans` records the visits (a JSON array).
 */
const V13 = `
ALTER TABLE outbox ADD COLUMN held_for_scan TEXT;
ALTER TABLE outbox ADD COLUMN scans TEXT NOT NULL DEFAULT '[]';
`;

/**
 * Version 14: a session keeps the IP address of the request that started it, beside its user
 * agent (Stytch's session `attributes`), for the Backend API's session list (a Devices list).
 */
const V14 = `
ALTER TABLE sessions ADD COLUMN ip_address TEXT NOT NULL DEFAULT '';
`;

/** Index i holds the SQL that brings a database from version i to version i + 1. */
export const MIGRATIONS: readonly string[] = [V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14];

/** Tables holding state that `POST /emulator/reset` wipes (everything but `meta`). */
export const STATE_TABLES = [
  'impersonation_tokens',
  'totp_recovery_codes',
  'totps',
  'oauth_registrations',
  'oauth_tokens',
  'idp_grants',
  'idp_codes',
  'idp_refresh_tokens',
  'idp_access_tokens',
  'webauthn_challenges',
  'webauthn_registrations',
  'crypto_wallet_challenges',
  'crypto_wallets',
  'trusted_auth_token_uses',
  'auth_failures',
  'lockouts',
  'otp_codes',
  'email_tokens',
  'passwords',
  'sessions',
  'emails',
  'phone_numbers',
  'users',
  'outbox',
  'events',
] as const;
