import { integer, integerOrNull, text, textOrNull, type Row, type Sqlite } from './sqlite';

/** A magic link (login or sign-up), or a password reset link. */
export type EmailTokenKind = 'magic_link' | 'reset_password';

export interface EmailTokenRecord {
  token_id: string;
  /** SHA-256 of the token; the token itself is only in the emailed link. */
  token_hash: string;
  kind: EmailTokenKind;
  user_id: string;
  /** The email the link went to; null when authenticating it adds a new address to the user. */
  email_id: string | null;
  /** The (lowercased) address the link went to. */
  email: string;
  /** The PKCE S256 challenge sent with the request, if any. */
  code_challenge: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Set when a newer password makes an outstanding reset link useless. */
  invalidated_at: number | null;
}

const toToken = (row: Row): EmailTokenRecord => ({
  token_id: text(row, 'token_id'),
  token_hash: text(row, 'token_hash'),
  kind: text(row, 'kind') as EmailTokenKind,
  user_id: text(row, 'user_id'),
  email_id: textOrNull(row, 'email_id'),
  email: text(row, 'email'),
  code_challenge: textOrNull(row, 'code_challenge'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  used_at: integerOrNull(row, 'used_at'),
  invalidated_at: integerOrNull(row, 'invalidated_at'),
});

/** Tokens sent in magic links and password reset links. Each works once, until it expires. */
export class EmailTokensRepository {
  constructor(private readonly db: Sqlite) {}

  issue(token: Omit<EmailTokenRecord, 'used_at' | 'invalidated_at'>): EmailTokenRecord {
    this.db.run(
      `INSERT INTO email_tokens (token_id, token_hash, kind, user_id, email_id, email, code_challenge, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        token.token_id,
        token.token_hash,
        token.kind,
        token.user_id,
        token.email_id,
        token.email,
        token.code_challenge,
        token.created_at,
        token.expires_at,
      ],
    );
    return { ...token, used_at: null, invalidated_at: null };
  }

  findByHash(tokenHash: string): EmailTokenRecord | undefined {
    const row = this.db.get('SELECT * FROM email_tokens WHERE token_hash = ?', [tokenHash]);
    return row && toToken(row);
  }

  markUsed(tokenId: string, at: number): void {
    this.db.run('UPDATE email_tokens SET used_at = ? WHERE token_id = ?', [at, tokenId]);
  }

  /** Invalidates the user's outstanding reset links (their password just changed). */
  invalidateResets(userId: string, at: number): void {
    this.db.run(
      `UPDATE email_tokens SET invalidated_at = ?
       WHERE user_id = ? AND kind = 'reset_password' AND used_at IS NULL AND invalidated_at IS NULL`,
      [at, userId],
    );
  }
}
