/** The connected app's authorization URL and its PKCE challenge. */
import { describe, expect, it } from 'vitest';
import { authorizeUrl, codeChallenge, TEST_CODE_VERIFIER } from './oauth';

describe('authorizeUrl', () => {
  it("computes S256 challenges as RFC 7636 does (SHA-256's 'abc' vector, base64url without padding)", () => {
    expect(codeChallenge('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(TEST_CODE_VERIFIER.length).toBeGreaterThanOrEqual(43);
  });

  it('asks for a code with PKCE, the default scopes and the given state', () => {
    const url = new URL(authorizeUrl({ clientId: 'app-1', redirectUri: 'http://localhost:5173/cb', state: 's1' }), 'http://localhost');
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app-1',
      redirect_uri: 'http://localhost:5173/cb',
      response_type: 'code',
      scope: 'openid email profile',
      state: 's1',
      code_challenge: codeChallenge(TEST_CODE_VERIFIER),
      code_challenge_method: 'S256',
    });
  });

  it('takes a verifier, no PKCE, extra parameters and another page', () => {
    const withVerifier = new URL(authorizeUrl({ clientId: 'a', redirectUri: 'http://x/cb', codeVerifier: 'v'.repeat(43) }), 'http://localhost');
    expect(withVerifier.searchParams.get('code_challenge')).toBe(codeChallenge('v'.repeat(43)));
    expect(withVerifier.searchParams.has('state')).toBe(false);

    const plain = authorizeUrl({ clientId: 'a', redirectUri: 'http://x/cb', codeVerifier: false, scope: 'openid', params: { prompt: 'consent', config: '{"a":1}' }, path: 'https://idp.example/authorize?tenant=t' });
    const url = new URL(plain);
    expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
    expect(url.searchParams.get('tenant')).toBe('t');
    expect(url.searchParams.get('scope')).toBe('openid');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('config')).toBe('{"a":1}');
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });
});
