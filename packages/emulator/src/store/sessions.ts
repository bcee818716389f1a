import { integer, integerOrNull, json, text, type Row, type Sqlite } from './sqlite';

/** One entry of a session's `authentication_factors`, as Stytch sends it (protocol §2.0). */
export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  created_at: string;
  updated_at: string;
  last_authenticated_at: string;
  /** Exactly one `<kind>_factor` object, e.g. `email_factor` or `phone_number_factor`. */
  [kindFactor: `${string}_factor`]: Record<string, string>;
}

export interface SessionRecord {
  session_id: string;
  user_id: string;
  token_hash: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  revoked_at: number | null;
  user_agent: string;
  /** The address the request that started the session came from; `''` when unknown (browser mode). */
  ip_address: string;
  authentication_factors: AuthenticationFactor[];
}

const toSession = (row: Row): SessionRecord => ({
  session_id: text(row, 'session_id'),
  user_id: text(row, 'user_id'),
  token_hash: text(row, 'token_hash'),
  started_at: integer(row, 'started_at'),
  last_accessed_at: integer(row, 'last_accessed_at'),
  expires_at: integer(row, 'expires_at'),
  revoked_at: integerOrNull(row, 'revoked_at'),
  user_agent: text(row, 'user_agent'),
  ip_address: text(row, 'ip_address'),
  authentication_factors: json(row, 'authentication_factors'),
});

export class SessionsRepository {
  constructor(private readonly db: Sqlite) {}

  create(session: Omit<SessionRecord, 'revoked_at'>): SessionRecord {
    this.db.run(
      `INSERT INTO sessions (session_id, user_id, token_hash, started_at, last_accessed_at, expires_at, user_agent,
         ip_address, authentication_factors) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        session.session_id,
        session.user_id,
        session.token_hash,
        session.started_at,
        session.last_accessed_at,
        session.expires_at,
        session.user_agent,
        session.ip_address,
        JSON.stringify(session.authentication_factors),
      ],
    );
    return { ...session, revoked_at: null };
  }

  findByTokenHash(tokenHash: string): SessionRecord | undefined {
    const row = this.db.get('SELECT * FROM sessions WHERE token_hash = ?', [tokenHash]);
    return row && toSession(row);
  }

  get(sessionId: string): SessionRecord | undefined {
    const row = this.db.get('SELECT * FROM sessions WHERE session_id = ?', [sessionId]);
    return row && toSession(row);
  }

  /** A user's sessions that are neither revoked nor expired at `now`, the most recently started first. */
  listLiveForUser(userId: string, now: number): SessionRecord[] {
    return this.db
      .all('SELECT * FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY started_at DESC, rowid DESC', [userId, now])
      .map(toSession);
  }

  update(
    sessionId: string,
    changes: Pick<SessionRecord, 'last_accessed_at' | 'expires_at' | 'authentication_factors'>,
  ): void {
    this.db.run(
      'UPDATE sessions SET last_accessed_at = ?, expires_at = ?, authentication_factors = ? WHERE session_id = ?',
      [changes.last_accessed_at, changes.expires_at, JSON.stringify(changes.authentication_factors), sessionId],
    );
  }

  revoke(sessionId: string, at: number): void {
    this.db.run('UPDATE sessions SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL', [at, sessionId]);
  }
}
