import { integer, integerOrNull, json, text, textOrNull, type Row, type Sqlite } from './sqlite';

/** A JSON column that may be NULL (added by a later migration). */
const jsonOrNull = <T>(row: Row, column: string): T | null => (textOrNull(row, column) === null ? null : json<T>(row, column));

/** The scopes a user consented to for a Connected App; a later request within them needs no consent. */
export interface IdpGrantRecord {
  user_id: string;
  client_id: string;
  scopes: string[];
  granted_at: number;
}

/** An authorization code: single use, short-lived, bound to everything the token request must repeat. */
export interface IdpCodeRecord {
  /** SHA-256 of the code; the code itself is only in the redirect. */
  code_hash: string;
  client_id: string;
  user_id: string;
  session_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  nonce: string | null;
  /** The granted scopes. */
  scopes: string[];
  /** When the user authenticated (epoch ms), for the ID token's `auth_time`. */
  auth_time: number;
  /** How the user authenticated (RFC 8176 values) for the ID token's `amr`; null for codes of an older database. */
  amr: string[] | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** When its chain was revoked (a replay, or a reused rotated refresh token of it). */
  revoked_at: number | null;
}

/** A refresh token (issued when `offline_access` was granted). Rotated on every use. */
export interface IdpRefreshTokenRecord {
  token_hash: string;
  client_id: string;
  user_id: string;
  session_id: string;
  /** The authorization code the chain started from: replaying that code revokes the chain. */
  code_hash: string;
  scopes: string[];
  auth_time: number;
  /** The `amr` of the code the chain started from. */
  amr: string[] | null;
  created_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/**
 * An access token the token endpoint issued (a JWT, known here by its `jti`), with the
 * authorization code its chain started from, so it can be revoked with that chain.
 */
export interface IdpAccessTokenRecord {
  jti: string;
  code_hash: string;
  client_id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

const toGrant = (row: Row): IdpGrantRecord => ({
  user_id: text(row, 'user_id'),
  client_id: text(row, 'client_id'),
  scopes: json(row, 'scopes'),
  granted_at: integer(row, 'granted_at'),
});

const toCode = (row: Row): IdpCodeRecord => ({
  code_hash: text(row, 'code_hash'),
  client_id: text(row, 'client_id'),
  user_id: text(row, 'user_id'),
  session_id: text(row, 'session_id'),
  redirect_uri: text(row, 'redirect_uri'),
  code_challenge: textOrNull(row, 'code_challenge'),
  nonce: textOrNull(row, 'nonce'),
  scopes: json(row, 'scopes'),
  auth_time: integer(row, 'auth_time'),
  amr: jsonOrNull(row, 'amr'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  used_at: integerOrNull(row, 'used_at'),
  revoked_at: integerOrNull(row, 'revoked_at'),
});

const toRefreshToken = (row: Row): IdpRefreshTokenRecord => ({
  token_hash: text(row, 'token_hash'),
  client_id: text(row, 'client_id'),
  user_id: text(row, 'user_id'),
  session_id: text(row, 'session_id'),
  code_hash: text(row, 'code_hash'),
  scopes: json(row, 'scopes'),
  auth_time: integer(row, 'auth_time'),
  amr: jsonOrNull(row, 'amr'),
  created_at: integer(row, 'created_at'),
  used_at: integerOrNull(row, 'used_at'),
  revoked_at: integerOrNull(row, 'revoked_at'),
});

export class IdpGrantsRepository {
  constructor(private readonly db: Sqlite) {}

  find(userId: string, clientId: string): IdpGrantRecord | undefined {
    const row = this.db.get('SELECT * FROM idp_grants WHERE user_id = ? AND client_id = ?', [userId, clientId]);
    return row && toGrant(row);
  }

  /** The user's Connected Apps, oldest grant first. */
  listForUser(userId: string): IdpGrantRecord[] {
    return this.db.all('SELECT * FROM idp_grants WHERE user_id = ? ORDER BY granted_at, client_id', [userId]).map(toGrant);
  }

  /** Forgets the grant (the user revoked the app); false when there was none. */
  remove(userId: string, clientId: string): boolean {
    if (!this.find(userId, clientId)) return false;
    this.db.run('DELETE FROM idp_grants WHERE user_id = ? AND client_id = ?', [userId, clientId]);
    return true;
  }

  /** Records consent to `scopes`, adding them to what the user granted the client before. */
  add(userId: string, clientId: string, scopes: string[], at: number): void {
    const merged = [...new Set([...(this.find(userId, clientId)?.scopes ?? []), ...scopes])];
    this.db.run(
      `INSERT INTO idp_grants (user_id, client_id, scopes, granted_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, client_id) DO UPDATE SET scopes = excluded.scopes, granted_at = excluded.granted_at`,
      [userId, clientId, JSON.stringify(merged), at],
    );
  }
}

export class IdpCodesRepository {
  constructor(private readonly db: Sqlite) {}

  issue(code: Omit<IdpCodeRecord, 'used_at' | 'revoked_at'>): void {
    this.db.run(
      `INSERT INTO idp_codes (code_hash, client_id, user_id, session_id, redirect_uri, code_challenge, nonce, scopes,
         auth_time, amr, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        code.code_hash,
        code.client_id,
        code.user_id,
        code.session_id,
        code.redirect_uri,
        code.code_challenge,
        code.nonce,
        JSON.stringify(code.scopes),
        code.auth_time,
        code.amr === null ? null : JSON.stringify(code.amr),
        code.created_at,
        code.expires_at,
      ],
    );
  }

  findByHash(codeHash: string): IdpCodeRecord | undefined {
    const row = this.db.get('SELECT * FROM idp_codes WHERE code_hash = ?', [codeHash]);
    return row && toCode(row);
  }

  markUsed(codeHash: string, at: number): void {
    this.db.run('UPDATE idp_codes SET used_at = ? WHERE code_hash = ?', [at, codeHash]);
  }

  /** Marks the code's chain revoked (the first time only). */
  revoke(codeHash: string, at: number): void {
    this.db.run('UPDATE idp_codes SET revoked_at = ? WHERE code_hash = ? AND revoked_at IS NULL', [at, codeHash]);
  }

  isRevoked(codeHash: string): boolean {
    return this.db.get('SELECT 1 AS revoked FROM idp_codes WHERE code_hash = ? AND revoked_at IS NOT NULL', [codeHash]) !== undefined;
  }
}

export class IdpRefreshTokensRepository {
  constructor(private readonly db: Sqlite) {}

  issue(token: Omit<IdpRefreshTokenRecord, 'used_at' | 'revoked_at'>): void {
    this.db.run(
      `INSERT INTO idp_refresh_tokens (token_hash, client_id, user_id, session_id, code_hash, scopes, auth_time, amr, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        token.token_hash,
        token.client_id,
        token.user_id,
        token.session_id,
        token.code_hash,
        JSON.stringify(token.scopes),
        token.auth_time,
        token.amr === null ? null : JSON.stringify(token.amr),
        token.created_at,
      ],
    );
  }

  findByHash(tokenHash: string): IdpRefreshTokenRecord | undefined {
    const row = this.db.get('SELECT * FROM idp_refresh_tokens WHERE token_hash = ?', [tokenHash]);
    return row && toRefreshToken(row);
  }

  markUsed(tokenHash: string, at: number): void {
    this.db.run('UPDATE idp_refresh_tokens SET used_at = ? WHERE token_hash = ?', [at, tokenHash]);
  }

  /** Revokes every refresh token the user's grant to a client produced (the user revoked the app). */
  revokeForClient(userId: string, clientId: string, at: number): void {
    this.db.run('UPDATE idp_refresh_tokens SET revoked_at = ? WHERE user_id = ? AND client_id = ? AND revoked_at IS NULL', [
      at,
      userId,
      clientId,
    ]);
  }

  /** Revokes every refresh token issued from an authorization code (the code was replayed). */
  revokeForCode(codeHash: string, at: number): void {
    this.db.run('UPDATE idp_refresh_tokens SET revoked_at = ? WHERE code_hash = ? AND revoked_at IS NULL', [at, codeHash]);
  }
}

const toAccessToken = (row: Row): IdpAccessTokenRecord => ({
  jti: text(row, 'jti'),
  code_hash: text(row, 'code_hash'),
  client_id: text(row, 'client_id'),
  user_id: text(row, 'user_id'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  revoked_at: integerOrNull(row, 'revoked_at'),
});

export class IdpAccessTokensRepository {
  constructor(private readonly db: Sqlite) {}

  /** Records a new access token, forgetting those that expired (an expired token is refused before its record is read). */
  issue(token: Omit<IdpAccessTokenRecord, 'revoked_at'>): void {
    this.db.run('DELETE FROM idp_access_tokens WHERE expires_at <= ?', [token.created_at]);
    this.db.run(
      `INSERT INTO idp_access_tokens (jti, code_hash, client_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
      [token.jti, token.code_hash, token.client_id, token.user_id, token.created_at, token.expires_at],
    );
  }

  find(jti: string): IdpAccessTokenRecord | undefined {
    const row = this.db.get('SELECT * FROM idp_access_tokens WHERE jti = ?', [jti]);
    return row && toAccessToken(row);
  }

  /** Revokes every access token issued from an authorization code, directly or by refreshing (the code was replayed). */
  revokeForCode(codeHash: string, at: number): void {
    this.db.run('UPDATE idp_access_tokens SET revoked_at = ? WHERE code_hash = ? AND revoked_at IS NULL', [at, codeHash]);
  }
}
