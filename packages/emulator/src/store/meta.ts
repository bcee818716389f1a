import { text, type Sqlite } from './sqlite';

/** Small key/value records that survive `POST /emulator/reset` (schema version, signing key). */
export class MetaRepository {
  constructor(private readonly db: Sqlite) {}

  get(key: string): string | undefined {
    const row = this.db.get('SELECT value FROM meta WHERE key = ?', [key]);
    return row && text(row, 'value');
  }

  set(key: string, value: string): void {
    this.db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [key, value]);
  }
}
