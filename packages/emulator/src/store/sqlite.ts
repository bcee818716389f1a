import type { Database, SqlValue } from 'sql.js';

export type Row = Record<string, SqlValue>;
export type Params = SqlValue[];

/**
 * A thin synchronous wrapper over a sql.js database. Statements are prepared per call: sql.js
 * frees prepared statements whenever the database is exported (persisted), so none are cached.
 */
export class Sqlite {
  constructor(
    private readonly db: Database,
    private readonly onWrite: () => void,
  ) {}

  all(sql: string, params: Params = []): Row[] {
    const statement = this.db.prepare(sql);
    try {
      statement.bind(params);
      const rows: Row[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } finally {
      statement.free();
    }
  }

  get(sql: string, params: Params = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** Runs a write statement and returns the number of rows it changed. */
  run(sql: string, params: Params = []): number {
    this.db.run(sql, params);
    const changed = this.db.getRowsModified();
    this.onWrite();
    return changed;
  }

  exec(sql: string): void {
    this.db.exec(sql);
    this.onWrite();
  }

  transaction<T>(work: () => T): T {
    this.db.exec('BEGIN');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** Typed column readers: the schema guarantees the types, so a mismatch is a bug. */
export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new TypeError(`column ${column} is not text`);
  return value;
}

export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new TypeError(`column ${column} is not text`);
  return value;
}

export function integer(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number') throw new TypeError(`column ${column} is not a number`);
  return value;
}

export function integerOrNull(row: Row, column: string): number | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number') throw new TypeError(`column ${column} is not a number`);
  return value;
}

export function json<T>(row: Row, column: string): T {
  return JSON.parse(text(row, column)) as T;
}
