import { integer, text, type Row, type Sqlite } from './sqlite';

export interface PasswordRecord {
  password_id: string;
  user_id: string;
  /** The encoded KDF output with its parameters and salt (see `domain/password-hash.ts`). */
  hash: string;
  /** Set when the password must be reset by email before it can be used again. */
  requires_reset: boolean;
  created_at: number;
  updated_at: number;
}

const toPassword = (row: Row): PasswordRecord => ({
  password_id: text(row, 'password_id'),
  user_id: text(row, 'user_id'),
  hash: text(row, 'hash'),
  requires_reset: integer(row, 'requires_reset') === 1,
  created_at: integer(row, 'created_at'),
  updated_at: integer(row, 'updated_at'),
});

/** At most one password per user. */
export class PasswordsRepository {
  constructor(private readonly db: Sqlite) {}

  findForUser(userId: string): PasswordRecord | undefined {
    const row = this.db.get('SELECT * FROM passwords WHERE user_id = ?', [userId]);
    return row && toPassword(row);
  }

  /** Sets the user's password, replacing (and keeping the id of) any earlier one. */
  set(password: Omit<PasswordRecord, 'created_at' | 'updated_at'>, at: number): PasswordRecord {
    const existing = this.findForUser(password.user_id);
    if (existing) {
      this.db.run('UPDATE passwords SET hash = ?, requires_reset = ?, updated_at = ? WHERE user_id = ?', [
        password.hash,
        password.requires_reset ? 1 : 0,
        at,
        password.user_id,
      ]);
      return { ...existing, hash: password.hash, requires_reset: password.requires_reset, updated_at: at };
    }
    this.db.run(
      'INSERT INTO passwords (password_id, user_id, hash, requires_reset, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      [password.password_id, password.user_id, password.hash, password.requires_reset ? 1 : 0, at, at],
    );
    return { ...password, created_at: at, updated_at: at };
  }

  markRequiresReset(userId: string, at: number): void {
    this.db.run('UPDATE passwords SET requires_reset = 1, updated_at = ? WHERE user_id = ?', [at, userId]);
  }
}
