import { integer, integerOrNull, text, textOrNull, type Row, type Sqlite } from './sqlite';

/** An authenticator app enrolled by a user (`POST /totps`). */
export interface TotpRecord {
  totp_id: string;
  user_id: string;
  /** The shared secret, base32 (codes are computed from it, so it is kept in clear). */
  secret: string;
  /** Set by the first code that authenticates; an unverified TOTP can be replaced. */
  verified: boolean;
  created_at: number;
  /** When an unverified TOTP stops accepting its first code (`expiration_minutes`). */
  expires_at: number;
  /** The time step of the last accepted code; codes of that step or earlier are replays. */
  last_used_step: number | null;
  /**
   * The session that created it: while the TOTP is unverified, its recovery codes go to that
   * session only. Null for TOTPs of a database from before schema version 12.
   */
  created_by_session_id: string | null;
}

export interface TotpRecoveryCodeRecord {
  recovery_code_id: string;
  totp_id: string;
  user_id: string;
  code: string;
  used_at: number | null;
}

const toTotp = (row: Row): TotpRecord => ({
  totp_id: text(row, 'totp_id'),
  user_id: text(row, 'user_id'),
  secret: text(row, 'secret'),
  verified: integer(row, 'verified') === 1,
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  last_used_step: integerOrNull(row, 'last_used_step'),
  created_by_session_id: textOrNull(row, 'created_by_session_id'),
});

const toRecoveryCode = (row: Row): TotpRecoveryCodeRecord => ({
  recovery_code_id: text(row, 'recovery_code_id'),
  totp_id: text(row, 'totp_id'),
  user_id: text(row, 'user_id'),
  code: text(row, 'code'),
  used_at: integerOrNull(row, 'used_at'),
});

/** TOTPs and their recovery codes (schema version 7). */
export class TotpsRepository {
  constructor(private readonly db: Sqlite) {}

  /** Stores a new, unverified TOTP with its recovery codes (in the order given). */
  create(totp: Omit<TotpRecord, 'verified' | 'last_used_step'>, recoveryCodes: { recovery_code_id: string; code: string }[]): TotpRecord {
    this.db.run('INSERT INTO totps (totp_id, user_id, secret, created_at, expires_at, created_by_session_id) VALUES (?, ?, ?, ?, ?, ?)', [
      totp.totp_id,
      totp.user_id,
      totp.secret,
      totp.created_at,
      totp.expires_at,
      totp.created_by_session_id,
    ]);
    recoveryCodes.forEach((entry, position) => {
      this.db.run(
        'INSERT INTO totp_recovery_codes (recovery_code_id, totp_id, user_id, code, position) VALUES (?, ?, ?, ?, ?)',
        [entry.recovery_code_id, totp.totp_id, totp.user_id, entry.code, position],
      );
    });
    return { ...totp, verified: false, last_used_step: null };
  }

  get(totpId: string): TotpRecord | undefined {
    const row = this.db.get('SELECT * FROM totps WHERE totp_id = ?', [totpId]);
    return row && toTotp(row);
  }

  /** Every TOTP of the user, verified or not, oldest first. */
  listForUser(userId: string): TotpRecord[] {
    return this.db.all('SELECT * FROM totps WHERE user_id = ? ORDER BY created_at, rowid', [userId]).map(toTotp);
  }

  /**
   * Accepts a code of time step `step`: marks the TOTP verified and remembers the step. Returns
   * false (and changes nothing) when a code of this step or a later one was already accepted.
   */
  acceptStep(totpId: string, step: number): boolean {
    return (
      this.db.run(
        'UPDATE totps SET verified = 1, last_used_step = ? WHERE totp_id = ? AND (last_used_step IS NULL OR last_used_step < ?)',
        [step, totpId, step],
      ) > 0
    );
  }

  /** Marks a TOTP verified without a code (the control API's seeding): no step is used up. */
  markVerified(totpId: string): void {
    this.db.run('UPDATE totps SET verified = 1 WHERE totp_id = ?', [totpId]);
  }

  /** The TOTP's recovery codes not used yet, in the order they were handed out. */
  unusedRecoveryCodes(totpId: string): TotpRecoveryCodeRecord[] {
    return this.db
      .all('SELECT * FROM totp_recovery_codes WHERE totp_id = ? AND used_at IS NULL ORDER BY position', [totpId])
      .map(toRecoveryCode);
  }

  /** Uses a recovery code up; returns false if it was already used. */
  markRecoveryCodeUsed(recoveryCodeId: string, at: number): boolean {
    return (
      this.db.run('UPDATE totp_recovery_codes SET used_at = ? WHERE recovery_code_id = ? AND used_at IS NULL', [at, recoveryCodeId]) > 0
    );
  }

  /** Removes a TOTP with its recovery codes and its failure count and lock; returns whether it existed. */
  delete(totpId: string): boolean {
    this.db.run('DELETE FROM totp_recovery_codes WHERE totp_id = ?', [totpId]);
    for (const table of ['auth_failures', 'lockouts']) this.db.run(`DELETE FROM ${table} WHERE method_id = ?`, [totpId]);
    return this.db.run('DELETE FROM totps WHERE totp_id = ?', [totpId]) > 0;
  }
}
