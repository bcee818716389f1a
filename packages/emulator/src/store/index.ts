import type { SqlJsStatic } from 'sql.js';
import { EventsRepository } from './events';
import { LockoutsRepository } from './lockouts';
import { MetaRepository } from './meta';
import { OtpCodesRepository } from './otps';
import { OutboxRepository } from './outbox';
import { MIGRATIONS, SCHEMA_VERSION, STATE_TABLES } from './schema';
import { SessionsRepository } from './sessions';
import { Sqlite } from './sqlite';
import { EmailsRepository, PhoneNumbersRepository, UsersRepository } from './users';

export type { SdkEvent, SdkEventError } from './events';
export type { Lockout } from './lockouts';
export type { OtpChannel, OtpCodeRecord } from './otps';
export type { OutboxChannel, OutboxMessage } from './outbox';
export type { AuthenticationFactor, SessionRecord } from './sessions';
export type { EmailRecord, PhoneNumberRecord, UserRecord, UserStatus } from './users';


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
  readonly otpCodes: OtpCodesRepository;
  readonly lockouts: LockoutsRepository;
  readonly outbox: OutboxRepository;
  readonly events: EventsRepository;
  readonly meta: MetaRepository;
  /** Runs `work` in one SQLite transaction (rolled back if it throws). */
  transaction<T>(work: () => T): T;
  /** Deletes all users, sessions, codes, locks, outbox messages and events; keeps `meta`. */
  wipe(): void;
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
    persist(database.export());
  };

  const db = new Sqlite(database, () => {
    dirty = true;
    if (persist && timer === undefined) timer = setTimeout(flush, persistDelayMs);
  });

  try {
    migrate(db);
  } catch (error) {
    database.close();
    throw error;
  }

  return {
    users: new UsersRepository(db),
    emails: new EmailsRepository(db),
    phoneNumbers: new PhoneNumbersRepository(db),
    sessions: new SessionsRepository(db),
    otpCodes: new OtpCodesRepository(db),
    lockouts: new LockoutsRepository(db),
    outbox: new OutboxRepository(db),
    events: new EventsRepository(db),
    meta: new MetaRepository(db),
    transaction: (work) => db.transaction(work),
    wipe: () =>
      db.transaction(() => {
        for (const table of STATE_TABLES) db.run(`DELETE FROM ${table}`);
        // Numbering (event ids) starts again too.
        db.run(`DELETE FROM sqlite_sequence WHERE name IN (${STATE_TABLES.map(() => '?').join(', ')})`, [...STATE_TABLES]);
      }),
    flush,
    close: () => {
      flush();
      closed = true;
      database.close();
    },
  };
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
