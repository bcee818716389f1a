import { describe, expect, it } from 'vitest';
import { loadSqlJs } from '../node';
import { Sqlite } from './sqlite';

describe('Sqlite', () => {
  async function database() {
    const sql = await loadSqlJs();
    const raw = new sql.Database();
    const db = new Sqlite(raw, () => undefined);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT)');
    return { raw, db };
  }

  it('reuses prepared statements, and reads rows as objects with nulls', async () => {
    const { db } = await database();
    for (let i = 1; i <= 3; i += 1) expect(db.run('INSERT INTO t (id, name) VALUES (?, ?)', [i, `n${i}`])).toBe(1);
    expect(db.all('SELECT * FROM t WHERE id >= ? ORDER BY id', [2])).toEqual([
      { id: 2, name: 'n2', note: null },
      { id: 3, name: 'n3', note: null },
    ]);
    expect(db.get('SELECT name FROM t WHERE id = ?', [9])).toBeUndefined();
    expect(db.run('UPDATE t SET note = ? WHERE id > ?', ['x', 1])).toBe(2);
  });

  it('keeps working after an export, which frees every prepared statement', async () => {
    const { db } = await database();
    db.run('INSERT INTO t (id, name) VALUES (?, ?)', [1, 'before']);
    expect(db.get('SELECT name FROM t WHERE id = ?', [1])).toEqual({ name: 'before' });
    const bytes = db.export();
    expect(bytes.byteLength).toBeGreaterThan(0);
    db.run('INSERT INTO t (id, name) VALUES (?, ?)', [2, 'after']);
    expect(db.all('SELECT name FROM t ORDER BY id')).toEqual([{ name: 'before' }, { name: 'after' }]);
    // The settings survive the reopen.
    expect(db.get('PRAGMA locking_mode')).toEqual({ locking_mode: 'exclusive' });
  });

  it('rolls a failed transaction back and leaves the statements usable', async () => {
    const { db } = await database();
    expect(() =>
      db.transaction(() => {
        db.run('INSERT INTO t (id, name) VALUES (?, ?)', [1, 'kept?']);
        db.run('INSERT INTO t (id, name) VALUES (?, ?)', [1, 'duplicate']);
      }),
    ).toThrow(/UNIQUE/);
    expect(db.all('SELECT * FROM t')).toEqual([]);
    db.run('INSERT INTO t (id, name) VALUES (?, ?)', [1, 'ok']);
    expect(db.all('SELECT name FROM t')).toEqual([{ name: 'ok' }]);
  });

  it('frees the least recently used statements beyond its cache', async () => {
    const { db } = await database();
    db.run('INSERT INTO t (id, name) VALUES (1, ?)', ['one']);
    // More distinct statements than the cache holds (variable IN lists, as deleteUser builds).
    for (let n = 1; n <= 300; n += 1) {
      const ids = Array.from({ length: n }, (_, i) => i + 1);
      expect(db.all(`SELECT name FROM t WHERE id IN (${ids.map(() => '?').join(', ')})`, ids)).toEqual([{ name: 'one' }]);
    }
    expect(db.get('SELECT name FROM t WHERE id IN (?)', [1])).toEqual({ name: 'one' });
  });
});
