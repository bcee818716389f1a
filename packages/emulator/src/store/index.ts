import type { SqlJsStatic } from 'sql.js';
import { CryptoWalletChallengesRepository, CryptoWalletsRepository } from './crypto-wallets';
import { EmailTokensRepository } from './email-tokens';
import { EventsRepository } from './events';
import { IdpAccessTokensRepository, IdpCodesRepository, IdpGrantsRepository, IdpRefreshTokensRepository } from './idp';
import { ImpersonationTokensRepository } from './impersonation';
import { LockoutsRepository } from './lockouts';
import { MetaRepository } from './meta';
import { OAuthRegistrationsRepository, OAuthTokensRepository } from './oauth';
import { OtpCodesRepository } from './otps';
import { OutboxRepository } from './outbox';
import { PasswordsRepository } from './passwords';
import { MIGRATIONS, SCHEMA_VERSION, STATE_TABLES } from './schema';
import { SessionsRepository } from './sessions';
import { Sqlite, text } from './sqlite';
import { TotpsRepository } from './totps';
import { TrustedTokenUsesRepository } from './trusted-tokens';
import { UserEditsRepository } from './user-edits';
import { EmailsRepository, PhoneNumbersRepository, UsersRepository } from './users';
import { WebAuthnChallengesRepository, WebAuthnRegistrationsRepository } from './webauthn';

export type { CryptoWalletChallengeRecord, CryptoWalletRecord, CryptoWalletType } from './crypto-wallets';
export type { EmailTokenKind, EmailTokenRecord } from './email-tokens';
export type { SdkEvent, SdkEventError } from './events';
export type { IdpAccessTokenRecord, IdpCodeRecord, IdpGrantRecord, IdpRefreshTokenRecord } from './idp';
export type { ImpersonationTokenRecord } from './impersonation';
export type { Lockout } from './lockouts';
export type { OAuthRegistrationRecord, OAuthTokenKind, OAuthTokenRecord } from './oauth';
export type { OtpChannel, OtpCodeRecord } from './otps';
export type { MailScan, MailScanMode, OutboxChannel, OutboxMessage } from './outbox';
export type { PasswordRecord } from './passwords';
export type { AuthenticationFactor, SessionRecord } from './sessions';
export type { TotpRecord, TotpRecoveryCodeRecord } from './totps';
export type { UserProfileChanges } from './user-edits';
export type { EmailRecord, NewUser, PhoneNumberRecord, UserRecord, UserStatus } from './users';
export type { WebAuthnChallengeKind, WebAuthnChallengeRecord, WebAuthnRegistrationRecord } from './webauthn';

export interface CreateStoreOptions {
  /** The bytes of an existing SQLite database file to open; a fresh database when absent. */
  data?: Uint8Array | null;
  /**
   * Called with the whole database after changes, at most once per `persistDelayMs`, and by
   * {@link Store.flush}. Leave it out for a store that keeps nothing (`:memory:`).
   */
  persist?: (bytes: Uint8Array) => void;
  persistDelayMs?: number;
}

export interface Store {
  readonly users: UsersRepository;
  readonly emails: EmailsRepository;
  readonly phoneNumbers: PhoneNumbersRepository;
  readonly sessions: SessionsRepository;
  readonly passwords: PasswordsRepository;
  readonly otpCodes: OtpCodesRepository;
  readonly emailTokens: EmailTokensRepository;
  readonly lockouts: LockoutsRepository;
  readonly outbox: OutboxRepository;
  readonly events: EventsRepository;
  readonly meta: MetaRepository;
  readonly webauthnRegistrations: WebAuthnRegistrationsRepository;
  readonly webauthnChallenges: WebAuthnChallengesRepository;
  readonly cryptoWallets: CryptoWalletsRepository;
  readonly cryptoWalletChallenges: CryptoWalletChallengesRepository;
  readonly trustedTokenUses: TrustedTokenUsesRepository;
  readonly userEdits: UserEditsRepository;
  readonly oauthRegistrations: OAuthRegistrationsRepository;
  readonly oauthTokens: OAuthTokensRepository;
  readonly idpGrants: IdpGrantsRepository;
  readonly idpCodes: IdpCodesRepository;
  readonly idpRefreshTokens: IdpRefreshTokensRepository;
  readonly idpAccessTokens: IdpAccessTokensRepository;
  readonly totps: TotpsRepository;
  readonly impersonationTokens: ImpersonationTokensRepository;
  /** Runs `work` in one SQLite transaction (rolled back if it throws). */
  transaction<T>(work: () => T): T;
  /** Deletes all users, sessions, codes, locks, outbox messages and events; keeps `meta`. */
  wipe(): void;
  /**
   * Deletes a user with their emails, phone numbers, passkeys, crypto wallets, TOTPs, password,
   * sessions, codes, links, impersonation tokens and locks (not their outbox messages). Returns
   * whether the user existed.
   */
  deleteUser(userId: string): boolean;
  /** Writes pending changes through `persist` now. */
  flush(): void;
  /** Flushes, then closes the database. The store cannot be used afterwards. */
  close(): void;
}

/**
 * Opens the emulator's database with an initialised sql.js module. Browser-safe: loading the
 * module and reading or writing files is the caller's job (see `openStore` in `node.ts`).
 */
export function createStore(sql: SqlJsStatic, options: CreateStoreOptions = {}): Store {
  const { persist, persistDelayMs = 250 } = options;
  const database = new sql.Database(options.data ?? undefined);
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!dirty || !persist || closed) return;
    dirty = false;
    persist(db.export());
  };

  const db = new Sqlite(database, () => {
    dirty = true;
    if (persist && timer === undefined) timer = setTimeout(flush, persistDelayMs);
  });

  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  return {
    users: new UsersRepository(db),
    emails: new EmailsRepository(db),
    phoneNumbers: new PhoneNumbersRepository(db),
    sessions: new SessionsRepository(db),
    passwords: new PasswordsRepository(db),
    otpCodes: new OtpCodesRepository(db),
    emailTokens: new EmailTokensRepository(db),
    lockouts: new LockoutsRepository(db),
    outbox: new OutboxRepository(db),
    events: new EventsRepository(db),
    meta: new MetaRepository(db),
    webauthnRegistrations: new WebAuthnRegistrationsRepository(db),
    webauthnChallenges: new WebAuthnChallengesRepository(db),
    cryptoWallets: new CryptoWalletsRepository(db),
    cryptoWalletChallenges: new CryptoWalletChallengesRepository(db),
    trustedTokenUses: new TrustedTokenUsesRepository(db),
    userEdits: new UserEditsRepository(db),
    oauthRegistrations: new OAuthRegistrationsRepository(db),
    oauthTokens: new OAuthTokensRepository(db),
    idpGrants: new IdpGrantsRepository(db),
    idpCodes: new IdpCodesRepository(db),
    idpRefreshTokens: new IdpRefreshTokensRepository(db),
    idpAccessTokens: new IdpAccessTokensRepository(db),
    totps: new TotpsRepository(db),
    impersonationTokens: new ImpersonationTokensRepository(db),
    transaction: (work) => db.transaction(work),
    wipe: () =>
      db.transaction(() => {
        for (const table of STATE_TABLES) db.run(`DELETE FROM ${table}`);
        // Numbering (event ids) starts again too.
        db.run(`DELETE FROM sqlite_sequence WHERE name IN (${STATE_TABLES.map(() => '?').join(', ')})`, [...STATE_TABLES]);
      }),
    deleteUser: (userId) => db.transaction(() => deleteUser(db, userId)),
    flush,
    close: () => {
      flush();
      closed = true;
      db.close();
    },
  };
}

function deleteUser(db: Sqlite, userId: string): boolean {
  // Locks and codes are keyed by method (email_id, phone_id, totp_id) or, for passwords, by user_id.
  const methods = [
    userId,
    `second-factor:${userId}`, // the user's count of failed second-factor attempts (domain/lockout.ts)
    ...db.all('SELECT email_id AS id FROM emails WHERE user_id = ?', [userId]).map((row) => text(row, 'id')),
    ...db.all('SELECT phone_id AS id FROM phone_numbers WHERE user_id = ?', [userId]).map((row) => text(row, 'id')),
    ...db.all('SELECT totp_id AS id FROM totps WHERE user_id = ?', [userId]).map((row) => text(row, 'id')),
  ];
  const inMethods = `IN (${methods.map(() => '?').join(', ')})`;
  for (const table of ['auth_failures', 'lockouts', 'otp_codes']) db.run(`DELETE FROM ${table} WHERE method_id ${inMethods}`, methods);
  const userTables = ['email_tokens', 'passwords', 'sessions', 'emails', 'phone_numbers'];
  // Passkeys, wallets and their pending challenges (schema version 3).
  userTables.push('webauthn_challenges', 'webauthn_registrations', 'crypto_wallet_challenges', 'crypto_wallets');
  // OAuth registrations and tokens, IDP consent, codes and refresh tokens (schema version 4).
  userTables.push('oauth_registrations', 'oauth_tokens', 'idp_grants', 'idp_codes', 'idp_refresh_tokens');
  // TOTPs, their recovery codes and impersonation tokens (schema version 7).
  userTables.push('totp_recovery_codes', 'totps', 'impersonation_tokens');
  // IDP access token records (schema version 8).
  userTables.push('idp_access_tokens');
  for (const table of userTables) {
    db.run(`DELETE FROM ${table} WHERE user_id = ?`, [userId]);
  }
  return db.run('DELETE FROM users WHERE user_id = ?', [userId]) > 0;
}

function migrate(db: Sqlite): void {
  const hasMeta = db.get("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'") !== undefined;
  const row = hasMeta ? db.get("SELECT value FROM meta WHERE key = 'schema_version'") : undefined;
  const current = row ? Number(row.value) : 0;
  if (!Number.isInteger(current) || current > SCHEMA_VERSION) {
    throw new Error(
      `The emulator database has schema version ${String(row?.value)}, newer than this emulator understands ` +
        `(${SCHEMA_VERSION}). Upgrade @portico/emulator or use another --db file.`,
    );
  }
  if (current === SCHEMA_VERSION) return;
  db.transaction(() => {
    for (const step of MIGRATIONS.slice(current)) db.exec(step);
    db.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", [String(SCHEMA_VERSION)]);
  });
}
