import { integer, integerOrNull, text, textOrNull, type Row, type Sqlite } from './sqlite';

export type OtpChannel = 'email' | 'sms' | 'whatsapp';

export interface OtpCodeRecord {
  code_id: string;
  /** The email_id or phone_id the code was sent to. */
  method_id: string;
  channel: OtpChannel;
  code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  invalidated_at: number | null;
  /**
   * Set when a logged-in user is adding this address (OTP `send/secondary`): `method_id` is then
   * the id the new email or phone number gets once the code is authenticated (protocol §2.2).
   */
  pending_user_id: string | null;
  pending_address: string | null;
}

export type NewOtpCode = Omit<OtpCodeRecord, 'used_at' | 'invalidated_at' | 'pending_user_id' | 'pending_address'> &
  Partial<Pick<OtpCodeRecord, 'pending_user_id' | 'pending_address'>>;

const toCode = (row: Row): OtpCodeRecord => ({
  code_id: text(row, 'code_id'),
  method_id: text(row, 'method_id'),
  channel: text(row, 'channel') as OtpChannel,
  code: text(row, 'code'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  used_at: integerOrNull(row, 'used_at'),
  invalidated_at: integerOrNull(row, 'invalidated_at'),
  pending_user_id: textOrNull(row, 'pending_user_id'),
  pending_address: textOrNull(row, 'pending_address'),
});

export class OtpCodesRepository {
  constructor(private readonly db: Sqlite) {}

  /** Stores a new code and invalidates every older unused code for the same method. */
  issue(code: NewOtpCode): OtpCodeRecord {
    this.db.run('UPDATE otp_codes SET invalidated_at = ? WHERE method_id = ? AND used_at IS NULL AND invalidated_at IS NULL', [
      code.created_at,
      code.method_id,
    ]);
    const pendingUserId = code.pending_user_id ?? null;
    const pendingAddress = code.pending_address ?? null;
    this.db.run(
      `INSERT INTO otp_codes (code_id, method_id, channel, code, created_at, expires_at, pending_user_id, pending_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [code.code_id, code.method_id, code.channel, code.code, code.created_at, code.expires_at, pendingUserId, pendingAddress],
    );
    return { ...code, used_at: null, invalidated_at: null, pending_user_id: pendingUserId, pending_address: pendingAddress };
  }

  /** The method's current code: unused, not replaced by a newer one, and not expired at `now`. */
  findActive(methodId: string, now: number): OtpCodeRecord | undefined {
    const row = this.db.get(
      `SELECT * FROM otp_codes WHERE method_id = ? AND used_at IS NULL AND invalidated_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC LIMIT 1`,
      [methodId, now],
    );
    return row && toCode(row);
  }

  /** This method's code `code` if it was used or has expired (not one replaced by a newer send). */
  findSpent(methodId: string, code: string, now: number): OtpCodeRecord | undefined {
    const row = this.db.get(
      `SELECT * FROM otp_codes WHERE method_id = ? AND code = ? AND invalidated_at IS NULL AND (used_at IS NOT NULL OR expires_at <= ?)
       ORDER BY created_at DESC LIMIT 1`,
      [methodId, code, now],
    );
    return row && toCode(row);
  }

  markUsed(codeId: string, at: number): void {
    this.db.run('UPDATE otp_codes SET used_at = ? WHERE code_id = ?', [at, codeId]);
  }
}
