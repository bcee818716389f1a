import { importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { loadSqlJs } from '../node';
import { resolveSettings } from '../settings';
import { createStore, type SessionRecord } from '../store';
import { installSigningKeyRecord, jwks, rs256Signer, signSessionJwt } from './jwt';
import { sessionClaim } from './views';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');

async function storeWithKey() {
  const store = createStore(await loadSqlJs());
  const record = inject('signingKeyRecord');
  installSigningKeyRecord(store, record);
  const stored = JSON.parse(record) as { kid: string; private_jwk: JWK; public_jwk: JWK };
  return { store, stored };
}

const session: SessionRecord = {
  session_id: 'session-test-1',
  user_id: 'user-test-1',
  token_hash: 'hash',
  started_at: NOW - 60_000,
  last_accessed_at: NOW,
  expires_at: NOW + 60 * 60_000,
  revoked_at: null,
  user_agent: 'bench',
  ip_address: '127.0.0.1',
  authentication_factors: [],
};

describe('session JWTs', () => {
  it('are byte for byte what jose SignJWT makes (RS256 is deterministic), and verify against the JWKS', async () => {
    const { store, stored } = await storeWithKey();
    const settings = resolveSettings({});
    const roles = ['stytch_user'];
    const jwt = await signSessionJwt(store, settings, session, NOW, roles);

    const seconds = Math.floor(NOW / 1000);
    const expected = await new SignJWT({ 'https://stytch.com/session': sessionClaim(session, roles) })
      .setProtectedHeader({ alg: 'RS256', kid: stored.kid, typ: 'JWT' })
      .setSubject(session.user_id)
      .setIssuer(`stytch.com/${settings.project_id}`)
      .setAudience([settings.project_id])
      .setIssuedAt(seconds)
      .setNotBefore(seconds)
      .setExpirationTime(seconds + 5 * 60)
      .sign(await importJWK(stored.private_jwk, 'RS256'));
    expect(jwt).toBe(expected);

    const [publicJwk] = (await jwks(store)).keys;
    const { payload, protectedHeader } = await jwtVerify(jwt, await importJWK(publicJwk as JWK, 'RS256'), {
      algorithms: ['RS256'],
      currentDate: new Date(NOW),
    });
    expect(protectedHeader).toEqual({ alg: 'RS256', kid: stored.kid, typ: 'JWT' });
    expect(payload.sub).toBe(session.user_id);
    store.close();
  });

  it('are signed the same way with node:crypto and with WebCrypto (browser mode)', async () => {
    const { store, stored } = await storeWithKey();
    const privateKey = await importJWK(stored.private_jwk, 'RS256');
    if (privateKey instanceof Uint8Array) throw new Error('not an RSA key');
    const input = new TextEncoder().encode('header.payload');
    const viaNode = await rs256Signer(stored.private_jwk, privateKey)(input);
    const viaWebCrypto = await rs256Signer(stored.private_jwk, privateKey, undefined)(input);
    expect(Buffer.from(viaNode).toString('hex')).toBe(Buffer.from(viaWebCrypto).toString('hex'));
    store.close();
  });
});
