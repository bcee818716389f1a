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

  it('adds TOTPs and impersonation tokens to a version-6 database', async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    for (const step of MIGRATIONS.slice(0, 6)) old.exec(step);
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '6')");
    old.run("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-1', 1, 'active')");
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    expect(store.totps.listForUser('user-test-1')).toEqual([]);
    store.totps.create({ totp_id: 'totp-test-1', user_id: 'user-test-1', secret: 'JBSWY3DPEHPK3PXP', created_at: 2, expires_at: 3, created_by_session_id: 'session-test-1' }, [
      { recovery_code_id: 'totp-recovery-code-test-1', code: 'abcd-efgh-ijkl' },
    ]);
    expect(store.totps.acceptStep('totp-test-1', 5)).toBe(true);
    expect(store.totps.acceptStep('totp-test-1', 5)).toBe(false);
    expect(store.totps.get('totp-test-1')).toMatchObject({ verified: true, last_used_step: 5, created_by_session_id: 'session-test-1' });
    expect(store.totps.unusedRecoveryCodes('totp-test-1').map((entry) => entry.code)).toEqual(['abcd-efgh-ijkl']);
    expect(store.deleteUser('user-test-1')).toBe(true);
    expect(store.totps.get('totp-test-1')).toBeUndefined();
    store.close();
  });

  it('adds the identity provider’s access token records to a version-7 database', async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    for (const step of MIGRATIONS.slice(0, 7)) old.exec(step);
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '7')");
    old.run("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-1', 1, 'active')");
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    const record = { jti: 'jti-1', code_hash: 'code-1', client_id: 'client-1', user_id: 'user-test-1', created_at: 2, expires_at: 10 };
    store.idpAccessTokens.issue(record);
    store.idpAccessTokens.revokeForCode('code-1', 3);
    expect(store.idpAccessTokens.find('jti-1')).toEqual({ ...record, revoked_at: 3 });
    // Expired records go as new tokens are issued.
    store.idpAccessTokens.issue({ ...record, jti: 'jti-2', created_at: 10, expires_at: 20 });
    expect(store.idpAccessTokens.find('jti-1')).toBeUndefined();
    expect(store.deleteUser('user-test-1')).toBe(true);
    expect(store.idpAccessTokens.find('jti-2')).toBeUndefined();
    store.close();
  });

  it("gives a version-8 database's authorization codes their chain's revocation", async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    for (const step of MIGRATIONS.slice(0, 8)) old.exec(step);
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '8')");
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    const code = { code_hash: 'code-1', client_id: 'client-1', user_id: 'user-test-1', session_id: 'session-1', redirect_uri: 'http://localhost/cb', code_challenge: null, nonce: null, scopes: ['openid'], auth_time: 1, amr: ['otp'], created_at: 1, expires_at: 10 };
    store.idpCodes.issue(code);
    expect(store.idpCodes.isRevoked('code-1')).toBe(false);
    store.idpCodes.revoke('code-1', 5);
    store.idpCodes.revoke('code-1', 6);
    expect(store.idpCodes.findByHash('code-1')).toEqual({ ...code, used_at: null, revoked_at: 5 });
    expect(store.idpCodes.isRevoked('code-1')).toBe(true);
    store.close();
  });

  it("leaves amr out of a version-10 database's authorization codes and refresh tokens, and keeps it on new ones", async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    for (const step of MIGRATIONS.slice(0, 10)) old.exec(step);
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '10')");
    old.run(
      `INSERT INTO idp_codes (code_hash, client_id, user_id, session_id, redirect_uri, scopes, auth_time, created_at, expires_at)
       VALUES ('code-old', 'client-1', 'user-test-1', 'session-1', 'http://localhost/cb', '["openid"]', 1, 1, 10)`,
    );
    old.run(
      `INSERT INTO idp_refresh_tokens (token_hash, client_id, user_id, session_id, code_hash, scopes, auth_time, created_at)
       VALUES ('refresh-old', 'client-1', 'user-test-1', 'session-1', 'code-old', '["openid"]', 1, 1)`,
    );
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    expect(store.idpCodes.findByHash('code-old')?.amr).toBeNull();
    expect(store.idpRefreshTokens.findByHash('refresh-old')?.amr).toBeNull();
    const code = { code_hash: 'code-new', client_id: 'client-1', user_id: 'user-test-1', session_id: 'session-1', redirect_uri: 'http://localhost/cb', code_challenge: null, nonce: null, scopes: ['openid'], auth_time: 1, amr: ['mfa', 'otp', 'pwd'], created_at: 1, expires_at: 10 };
    store.idpCodes.issue(code);
    expect(store.idpCodes.findByHash('code-new')?.amr).toEqual(['mfa', 'otp', 'pwd']);
    store.close();
  });

  it("gives a version-11 database's TOTPs no creating session", async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    for (const step of MIGRATIONS.slice(0, 11)) old.exec(step);
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '11')");
    old.run("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-1', 1, 'active')");
    old.run("INSERT INTO totps (totp_id, user_id, secret, created_at, expires_at) VALUES ('totp-old', 'user-test-1', 'JBSWY3DPEHPK3PXP', 1, 10)");
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    expect(store.totps.get('totp-old')).toMatchObject({ verified: false, created_by_session_id: null });
    store.close();
  });

  it("delivers a version-12 database's outbox messages with no scans", async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    for (const step of MIGRATIONS.slice(0, 12)) old.exec(step);
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '12')");
    old.run("INSERT INTO outbox (id, channel, recipient, body, link, created_at) VALUES ('message-old', 'email', 'ada@example.com', 'http://localhost:5173/a', 'http://localhost:5173/a', 1)");
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    expect(store.outbox.list()).toEqual([expect.objectContaining({ id: 'message-old', scans: [] })]);
    expect(store.outbox.heldIds()).toEqual([]);
    store.close();
  });

  it("gives a version-13 database's sessions an empty IP address, and lists a user's live sessions", async () => {
    const sql = await loadSqlJs();
    const old = new sql.Database();
    for (const step of MIGRATIONS.slice(0, 13)) old.exec(step);
    old.run("INSERT INTO meta (key, value) VALUES ('schema_version', '13')");
    old.run("INSERT INTO users (user_id, created_at, status) VALUES ('user-test-1', 1, 'active')");
    old.run(
      `INSERT INTO sessions (session_id, user_id, token_hash, started_at, last_accessed_at, expires_at, user_agent)
       VALUES ('session-test-1', 'user-test-1', 'hash-1', 1, 2, 100, 'Firefox')`,
    );
    const store = createStore(sql, { data: old.export() });
    old.close();

    expect(store.meta.get('schema_version')).toBe(String(SCHEMA_VERSION));
    expect(store.sessions.get('session-test-1')).toMatchObject({ user_agent: 'Firefox', ip_address: '' });
    const later = { user_id: 'user-test-1', started_at: 5, last_accessed_at: 5, expires_at: 100, user_agent: 'Chrome', authentication_factors: [] };
    store.sessions.create({ ...later, session_id: 'session-test-2', token_hash: 'hash-2', ip_address: '::1' });
    store.sessions.create({ ...later, session_id: 'session-test-3', token_hash: 'hash-3', ip_address: '10.0.0.7', expires_at: 50 });
    store.sessions.revoke('session-test-2', 6);
    // Newest first; revoked and expired sessions are left out.
    expect(store.sessions.listLiveForUser('user-test-1', 10).map((session) => session.session_id)).toEqual(['session-test-3', 'session-test-1']);
    expect(store.sessions.listLiveForUser('user-test-1', 60).map((session) => session.session_id)).toEqual(['session-test-1']);
    store.close();
  });
});
