import { integer, integerOrNull, text, type Row, type Sqlite } from './sqlite';

/** A token minted by `POST /emulator/impersonation-tokens`, kept as its SHA-256 hash. */
export interface ImpersonationTokenRecord {
  token_hash: string;
  user_id: string;
  impersonator_id: string;
  impersonator_email_address: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const toToken = (row: Row): ImpersonationTokenRecord => ({
  token_hash: text(row, 'token_hash'),
  user_id: text(row, 'user_id'),
  impersonator_id: text(row, 'impersonator_id'),
  impersonator_email_address: text(row, 'impersonator_email_address'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  used_at: integerOrNull(row, 'used_at'),
});

/** Impersonation tokens (schema version 7): single use, short-lived. */
export class ImpersonationTokensRepository {
  constructor(private readonly db: Sqlite) {}

  issue(token: Omit<ImpersonationTokenRecord, 'used_at'>): ImpersonationTokenRecord {
    this.db.run(
      `INSERT INTO impersonation_tokens (token_hash, user_id, impersonator_id, impersonator_email_address, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [token.token_hash, token.user_id, token.impersonator_id, token.impersonator_email_address, token.created_at, token.expires_at],
    );
    return { ...token, used_at: null };
  }

  /**
   * Uses up the token with this hash if it is unused and unexpired at `now`, and returns it;
   * undefined otherwise (unknown, used or expired: Stytch does not tell them apart either).
   */
  consume(tokenHash: string, now: number): ImpersonationTokenRecord | undefined {
    const row = this.db.get('SELECT * FROM impersonation_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?', [
      tokenHash,
      now,
    ]);
    if (!row) return undefined;
    this.db.run('UPDATE impersonation_tokens SET used_at = ? WHERE token_hash = ?', [now, tokenHash]);
    return { ...toToken(row), used_at: now };
  }
}
