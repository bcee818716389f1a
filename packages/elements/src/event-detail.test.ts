import { describe, expect, it } from 'vitest';
import { withoutCredentials, withoutQuery } from './event-detail';

describe('what a DOM event may carry', () => {
  it('drops the query and fragment of every URL (an authorization code, an implicit-flow token, a state)', () => {
    expect(withoutQuery('https://client.test/callback?code=c-1&state=s-1')).toBe('https://client.test/callback');
    expect(withoutQuery('https://client.test/callback#access_token=t-1&state=s-1')).toBe('https://client.test/callback');
    expect(withoutQuery('com.example.app:/oauth2redirect?code=c-1')).toBe('com.example.app:/oauth2redirect');
    expect(withoutQuery('http://localhost:3000/cb?code=c-1')).toBe('http://localhost:3000/cb');
  });

  it('leaves other text as it is: sentences, dates, ids, addresses, URLs without a query', () => {
    for (const text of [
      'Are you sure? It failed.',
      'See https://stytch.com/docs?x=1 for more.',
      '2026-11-27T10:00:00Z',
      'user-test-1',
      'ada@example.com',
      '+15555550100',
      'https://client.test/logged-out',
      '/path?next=/app',
    ]) {
      expect(withoutQuery(text)).toBe(text);
    }
  });

  it('everywhere in a detail, in objects and arrays, with the credential-named fields gone', () => {
    const detail = {
      type: 'OAUTH_AUTHORIZE_FLOW_COMPLETE',
      data: { redirectUri: 'https://client.test/cb?code=c-1', session_token: 's', list: ['https://a.test/?x=1'] },
    };
    expect(withoutCredentials(detail)).toEqual({
      type: 'OAUTH_AUTHORIZE_FLOW_COMPLETE',
      data: { redirectUri: 'https://client.test/cb', list: ['https://a.test/'] },
    });
    // The original is the host's callbacks': untouched.
    expect(detail.data.redirectUri).toBe('https://client.test/cb?code=c-1');
  });

  it("keeps the host's own URLs whole when told (portico-back's back-url)", () => {
    expect(withoutCredentials({ url: 'https://app.test/login?next=/account' }, { keepUrls: true })).toEqual({ url: 'https://app.test/login?next=/account' });
  });
});
