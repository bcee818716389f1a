import { describe, expect, it } from 'vitest';
import { readIdpParams } from './idp-params';

describe('readIdpParams', () => {
  it('reads an authorize request with its defaults', () => {
    expect(readIdpParams('?client_id=c1&redirect_uri=https%3A%2F%2Fclient.test%2Fcb')).toEqual({
      mode: 'authorize',
      request: { clientId: 'c1', redirectUri: 'https://client.test/cb', responseType: 'code', scopes: ['openid', 'email', 'profile'] },
    });
  });

  it('reads every optional authorize parameter, scopes split on spaces and repeated resources', () => {
    const search =
      'client_id=c1&redirect_uri=https://client.test/cb&response_type=token&scope=openid+read:docs%20%20email' +
      '&code_challenge=cc&state=s1&nonce=n1&prompt=consent&resource=https://api.test/a&resource=https://api.test/b';
    expect(readIdpParams(search)).toEqual({
      mode: 'authorize',
      request: {
        clientId: 'c1',
        redirectUri: 'https://client.test/cb',
        responseType: 'token',
        scopes: ['openid', 'read:docs', 'email'],
        codeChallenge: 'cc',
        state: 's1',
        nonce: 'n1',
        prompt: 'consent',
        resources: ['https://api.test/a', 'https://api.test/b'],
      },
    });
  });

  it('names the first missing authorize parameter (an empty value is missing)', () => {
    expect(readIdpParams('')).toEqual({ mode: 'authorize', missing: 'client_id' });
    expect(readIdpParams('?client_id=c1')).toEqual({ mode: 'authorize', missing: 'redirect_uri' });
    expect(readIdpParams('?client_id=&redirect_uri=x')).toEqual({ mode: 'authorize', missing: 'client_id' });
  });

  it('is a logout when post_logout_redirect_uri is present', () => {
    expect(readIdpParams('?client_id=c1&post_logout_redirect_uri=https://client.test/out&state=s&id_token_hint=h&redirect_uri=x')).toEqual({
      mode: 'logout',
      request: { clientId: 'c1', postLogoutRedirectUri: 'https://client.test/out', state: 's', idTokenHint: 'h' },
    });
    expect(readIdpParams('?client_id=c1&post_logout_redirect_uri=https://client.test/out')).toEqual({
      mode: 'logout',
      request: { clientId: 'c1', postLogoutRedirectUri: 'https://client.test/out' },
    });
  });

  it('names the missing logout parameter', () => {
    expect(readIdpParams('?post_logout_redirect_uri=https://client.test/out')).toEqual({ mode: 'logout', missing: 'client_id' });
    expect(readIdpParams('?client_id=c1&post_logout_redirect_uri=')).toEqual({ mode: 'logout', missing: 'post_logout_redirect_uri' });
  });
});
