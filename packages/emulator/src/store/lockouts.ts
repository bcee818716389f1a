import { integer, type Sqlite } from './sqlite';

export interface Lockout {
  locked_at: number;
  locked_until: number;
}

/** Failed authentication attempts and the locks they lead to, keyed by method (email_id / phone_id). */
export class LockoutsRepository {
  constructor(private readonly db: Sqlite) {}

  recordFailure(methodId: string, at: number): void {
    this.db.run('INSERT INTO auth_failures (method_id, failed_at) VALUES (?, ?)', [methodId, at]);
  }

  countFailuresSince(methodId: string, since: number): number {
    const row = this.db.get('SELECT COUNT(*) AS n FROM auth_failures WHERE method_id = ? AND failed_at > ?', [
      methodId,
      since,
    ]);
    return row ? integer(row, 'n') : 0;
  }

  clearFailures(methodId: string): void {
    this.db.run('DELETE FROM auth_failures WHERE method_id = ?', [methodId]);
  }

  lock(methodId: string, lockout: Lockout): void {
    this.db.run('INSERT OR REPLACE INTO lockouts (method_id, locked_at, locked_until) VALUES (?, ?, ?)', [
      methodId,
      lockout.locked_at,
      lockout.locked_until,
    ]);
  }

  /** The most recent lock of the method, whether or not it is still in force. */
  latest(methodId: string): Lockout | undefined {
    const row = this.db.get('SELECT locked_at, locked_until FROM lockouts WHERE method_id = ?', [methodId]);
    return row && { locked_at: integer(row, 'locked_at'), locked_until: integer(row, 'locked_until') };
  }
}
