import type { Database, SqlValue, Statement } from 'sql.js';

export type Row = Record<string, SqlValue>;
export type Params = SqlValue[];

/** Prepared statements kept per SQL text; the least recently used beyond this are freed. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Settings for a database that only this process opens and that lives in memory (sql.js keeps it
 * in Emscripten's in-memory file system, reached through JavaScript): hold the file lock instead of
 * taking it and checking for a hot journal around every statement, keep the rollback journal in
 * memory, and wait for no disk. A crash loses nothing that was not already lost with the process;
 * `persist` writes whole snapshots. Together these make a statement several times faster.
 */
const PRAGMAS = 'PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY;';

/**
 * A thin synchronous wrapper over a sql.js database. Prepared statements are cached by their SQL
 * text. sql.js frees every prepared statement (and reopens the database) when the database is
 * exported, so exports go through {@link Sqlite.export}, which forgets the cache.
 */
export class Sqlite {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Database,
    private readonly onWrite: () => void,
  ) {
    try {
      this.db.exec(PRAGMAS);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  /** The cached statement for `sql`, prepared on first use (most recently used last). */
  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        const [oldest, evicted] = this.statements.entries().next().value as [string, Statement];
        this.statements.delete(oldest);
        evicted.free();
      }
    }
    this.statements.set(sql, statement);
    return statement;
  }

  all(sql: string, params: Params = []): Row[] {
    const statement = this.statement(sql);
    try {
      // `bind` resets the statement first; with no parameters there is nothing to bind.
      if (params.length > 0) statement.bind(params);
      const rows: Row[] = [];
      let columns: string[] | undefined;
      while (statement.step()) {
        // Like `getAsObject()`, without reading the column names again for every row.
        columns ??= statement.getColumnNames();
        const values = statement.get();
        const row: Row = {};
        for (let index = 0; index < columns.length; index += 1) row[columns[index] as string] = values[index] ?? null;
        rows.push(row);
      }
      return rows;
    } finally {
      statement.reset();
    }
  }

  get(sql: string, params: Params = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** Runs a write statement and returns the number of rows it changed. */
  run(sql: string, params: Params = []): number {
    const statement = this.statement(sql);
    try {
      // `run` binds, steps and resets the statement; reset it here only if it threw on the way.
      statement.run(params);
    } catch (error) {
      statement.reset();
      throw error;
    }
    const changed = this.db.getRowsModified();
    this.onWrite();
    return changed;
  }

  exec(sql: string): void {
    this.db.exec(sql);
    this.onWrite();
  }

  transaction<T>(work: () => T): T {
    this.statement('BEGIN').run();
    try {
      const result = work();
      this.statement('COMMIT').run();
      return result;
    } catch (error) {
      this.statement('ROLLBACK').run();
      throw error;
    }
  }

  /** The whole database file. sql.js frees the prepared statements and reopens the database. */
  export(): Uint8Array {
    this.statements.clear();
    const bytes = this.db.export();
    this.db.exec(PRAGMAS);
    return bytes;
  }

  /** Closes the database (sql.js frees the prepared statements). */
  close(): void {
    this.statements.clear();
    this.db.close();
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
