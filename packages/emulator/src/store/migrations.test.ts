import { describe, expect, it } from 'vitest';
import { loadSqlJs } from '../node';
import { createStore } from './index';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';

describe('schema migrations', () => {
  it('brings a version-1 database (OTP-only) up to date, keeping its users', async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    old.exec(MIGRATIONS[0] ?? '');
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '1')");
    old.run("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-1', 1, 'active')");
    old.run("INSERT INTO emails (email_id, user_id, email, verified, created_at) VALUES ('email-test-1', 'user-test-1', 'ada@example.com', 1, 1)");
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    expect(store.users.require('user-test-1').roles).toEqual([]);
    expect(store.passwords.findForUser('user-test-1')).toBeUndefined();
    store.passwords.set({ password_id: 'password-test-1', user_id: 'user-test-1', hash: 'h', requires_reset: false }, 2);
    expect(store.passwords.findForUser('user-test-1')).toMatchObject({ requires_reset: false, created_at: 2 });
    store.close();
  });
});
