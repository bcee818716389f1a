/**
 * The emulator's SQLite schema. Times are epoch milliseconds of the emulator clock. Bump
 * SCHEMA_VERSION and add a migration to {@link MIGRATIONS} when a later slice changes it.
 */
export const SCHEMA_VERSION = 4;

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

/** Passkeys, crypto wallets and their challenges, trusted auth tokens (filled by that slice). */
const V3 = `
SELECT 1;
`;

/** OAuth tokens and the identity provider's authorization codes, grants and tokens (filled by that slice). */
const V4 = `
SELECT 1;
`;

/** Index i holds the SQL that brings a database from version i to version i + 1. */
export const MIGRATIONS: readonly string[] = [V1, V2, V3, V4];

/** Tables holding state that `POST /emulator/reset` wipes (everything but `meta`). */
export const STATE_TABLES = [
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
