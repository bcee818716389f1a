import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, resolveSettings, SettingsError, settingsIssues } from './settings';
import { isOneTapOriginAllowed } from './settings-one-tap';
import { createHarness } from './testing/harness';

describe('Google One Tap settings', () => {
  it('merges a partial google_one_tap over the current value, without sharing arrays', () => {
    const settings = resolveSettings({ google_one_tap: { client_registered: false } });
    expect(settings.google_one_tap).toEqual({ ...DEFAULT_SETTINGS.google_one_tap, client_registered: false });
    const next = resolveSettings({ google_one_tap: { javascript_origins: ['https://app.example.com'] } }, settings);
    expect(next.google_one_tap).toMatchObject({ client_registered: false, javascript_origins: ['https://app.example.com'] });
    next.google_one_tap.javascript_origins.push('http://x.test');
    expect(DEFAULT_SETTINGS.google_one_tap.javascript_origins).toEqual([]);
  });

  it('accepts "" for no Google client and for no default login or sign-up URL', () => {
    const settings = resolveSettings({ google_one_tap: { client_id: '' }, default_login_redirect_url: '', default_signup_redirect_url: '' });
    expect(settings.google_one_tap.client_id).toBe('');
    expect(settings.default_login_redirect_url).toBe('');
  });

  it.each([
    [{ google_one_tap: 'on' }, 'google_one_tap must be an object'],
    [{ google_one_tap: { client_secret: 'x' } }, 'google_one_tap has unknown field "client_secret"'],
    [{ google_one_tap: { client_id: 'has spaces' } }, 'google_one_tap .client_id must be "" (no Google client) or 1–200 letters'],
    [{ google_one_tap: { client_id: 42 } }, '.client_id must be'],
    [{ google_one_tap: { javascript_origins: 'http://localhost:5173' } }, '.javascript_origins must be an array of origins'],
    [{ google_one_tap: { javascript_origins: ['http://localhost:*'] } }, '.javascript_origins must hold exact origins'],
    [{ google_one_tap: { javascript_origins: ['https://app.example.com/'] } }, '.javascript_origins must hold exact origins'],
    [{ google_one_tap: { javascript_origins: ['https://app.example.com/login'] } }, '.javascript_origins must hold exact origins'],
    [{ google_one_tap: { client_registered: 'yes' } }, '.client_registered must be true or false'],
    [{ google_one_tap: { uses_default_provider: 1 } }, '.uses_default_provider must be true or false'],
    [{ default_signup_redirect_url: '/welcome' }, 'default_signup_redirect_url must be an absolute http(s) URL like "http://localhost:5173/authenticate", or "" for none'],
  ])('rejects %j', (input, message) => {
    const issues = settingsIssues(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(message);
    expect(() => resolveSettings(input)).toThrow(SettingsError);
  });

  it('allows any loopback origin when javascript_origins is empty, else exactly the listed ones', () => {
    const loopback = DEFAULT_SETTINGS.google_one_tap;
    for (const origin of ['http://localhost:5173', 'https://localhost', 'http://127.0.0.1:1', 'http://[::1]:8080']) {
      expect(isOneTapOriginAllowed(origin, loopback), origin).toBe(true);
    }
    for (const origin of ['http://app.localhost:5173', 'https://example.com', 'http://localhost:5173/', 'null', 'file://']) {
      expect(isOneTapOriginAllowed(origin, loopback), origin).toBe(false);
    }
    const listed = { ...loopback, javascript_origins: ['https://app.example.com'] };
    expect(isOneTapOriginAllowed('https://app.example.com', listed)).toBe(true);
    expect(isOneTapOriginAllowed('http://localhost:5173', listed)).toBe(false);
  });

  it('changes at runtime through PUT /emulator/config, and reset restores it', async () => {
    const h = await createHarness();
    const changed = await h.call('PUT', '/emulator/config', { json: { google_one_tap: { uses_default_provider: true } } });
    expect(changed.status).toBe(200);
    expect(changed.body.google_one_tap).toMatchObject({ uses_default_provider: true, client_registered: true });
    const refused = await h.call('PUT', '/emulator/config', { json: { google_one_tap: { javascript_origins: ['*'] } } });
    expect(refused.status).toBe(400);
    expect(refused.body.error_type).toBe('invalid_settings');
    await h.call('POST', '/emulator/reset');
    expect((await h.call('GET', '/emulator/config')).body.google_one_tap.uses_default_provider).toBe(false);
  });

  it('explains a missing default redirect URL where a request needs one', async () => {
    const h = await createHarness({ default_login_redirect_url: '' });
    await h.seedUser({ email: 'ada@example.com' }); // verified: the link goes to the login URL
    const response = await h.call('POST', '/sdk/v1/magic_links/email/login_or_create', { json: { email: 'ada@example.com' } });
    expect(response.status).toBe(400);
    expect(response.body.error_type).toBe('invalid_login_magic_link_url');
    expect(response.body.error_message).toContain('the default_login_redirect_url setting is ""');
  });
});
