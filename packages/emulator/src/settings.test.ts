import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, defaultSettingsFor, isOriginAllowed, isRedirectUrlAllowed, resolveSettings, SettingsError, settingsIssues } from './settings';
import { DEFAULT_CONNECTED_APPS } from './settings-oauth';

describe('settings', () => {
  it('defaults match the documented values', () => {
    expect(resolveSettings()).toEqual({
      project_id: 'project-test-portico',
      project_name: 'Portico Playground',
      public_token: 'public-token-test-portico',
      project_secret: 'secret-test-portico',
      email_domains: ['portico.test'],
      display_watermark: false,
      allowed_origins: ['http://localhost:*', 'http://127.0.0.1:*'],
      redirect_urls: ['http://localhost:*', 'http://127.0.0.1:*'],
      default_login_redirect_url: 'http://localhost:5173/authenticate',
      default_signup_redirect_url: 'http://localhost:5173/authenticate',
      default_reset_password_redirect_url: 'http://localhost:5173/reset-password',
      password_policy: 'zxcvbn',
      luds_min_length: 8,
      luds_complexity: 3,
      breached_passwords: [],
      user_lock_threshold: 10,
      lock_duration_minutes: 60,
      max_session_duration_minutes: 527040,
      international_sms_enabled: false,
      pkce_required_for_email_magic_links: false,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      siwe_required_for_crypto_wallets: false,
      rbac_scopes: [],
      sdk_disabled_products: [],
      rate_limits: true,
      mail_scanner: 'off',
      oauth_providers: ['google', 'apple', 'microsoft', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
        'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo'],
      connected_apps: DEFAULT_CONNECTED_APPS,
      rbac_roles: [],
      idp_authorization_url: 'http://localhost:5173/oauth/authorize',
      trusted_auth_token_profiles: [
        {
          profile_id: 'trusted-auth-token-profile-test-portico',
          issuer: 'portico-emulator',
          audience: 'portico',
          attribute_mapping: { email: 'email', token_id: 'jti' },
          allow_jit_provisioning: true,
        },
      ],
      google_one_tap: {
        client_id: 'emulated-google-client-id.apps.googleusercontent.com',
        javascript_origins: [],
        client_registered: true,
        uses_default_provider: false,
      },
    });
  });

  it('merges a partial over the defaults without sharing arrays', () => {
    const settings = resolveSettings({ project_name: 'Acme', rbac_scopes: [{ scope: 'read:docs', description: 'Read' }] });
    expect(settings.project_name).toBe('Acme');
    expect(settings.public_token).toBe(DEFAULT_SETTINGS.public_token);
    settings.email_domains.push('x.test');
    expect(DEFAULT_SETTINGS.email_domains).toEqual(['portico.test']);
  });

  it.each([
    [{ public_token: 'pk_live_123' }, 'public_token must be a token starting with "public-token-"'],
    [{ project_id: 'acme' }, 'project_id must be a project id'],
    [{ project_name: '   ' }, 'project_name must be a non-empty string'],
    [{ email_domains: [] }, 'email_domains must not be empty'],
    [{ email_domains: ['not a domain'] }, 'email_domains [0] must be a domain name'],
    [{ display_watermark: 'yes' }, 'display_watermark must be true or false'],
    [{ allowed_origins: ['*'] }, 'allowed_origins [0] must be an origin'],
    [{ allowed_origins: ['http://*.example.com'] }, 'allowed_origins [0] must be an origin'],
    [{ allowed_origins: ['http://localhost:3000/path'] }, 'allowed_origins [0] must be an origin'],
    [{ password_policy: 'strong' }, 'password_policy must be one of "zxcvbn", "luds", "none"'],
    [{ redirect_urls: ['*'] }, 'redirect_urls [0] must be an origin like "http://localhost:*" (any path)'],
    [{ redirect_urls: ['http://localhost:3000/auth?next=1'] }, 'redirect_urls [0] must be an origin'],
    [{ redirect_urls: 'http://localhost:*' }, 'redirect_urls must be an array'],
    [{ default_login_redirect_url: '/authenticate' }, 'default_login_redirect_url must be an absolute http(s) URL'],
    [{ default_reset_password_redirect_url: 'mailto:x@example.com' }, 'default_reset_password_redirect_url must be an absolute'],
    [{ user_lock_threshold: 0 }, 'user_lock_threshold must be an integer from 1 to 1000'],
    [{ luds_min_length: 4 }, 'luds_min_length must be an integer from 8 to 32'],
    [{ luds_complexity: 2.5 }, 'luds_complexity must be an integer from 1 to 4'],
    [{ user_lock_threshold: 0 }, 'user_lock_threshold must be an integer from 1 to 1000'],
    [{ lock_duration_minutes: -1 }, 'lock_duration_minutes must be an integer from 1'],
    [{ pkce_required_for_oauth: 1 }, 'pkce_required_for_oauth must be true or false'],
    [{ rbac_scopes: [{ scope: 'a b', description: '' }] }, 'rbac_scopes [0] .scope must be a scope name'],
    [{ rbac_scopes: [{ scope: 'a' }] }, 'rbac_scopes [0] .description must be a string'],
    [{ rbac_scopes: [{ scope: 'a', description: '' }, { scope: 'a', description: '' }] }, 'rbac_scopes lists the scope "a" twice'],
    [{ colour: 'blue' }, 'unknown setting "colour"'],
  ])('rejects %j naming the field', (input, message) => {
    const issues = settingsIssues(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(message);
    expect(() => resolveSettings(input)).toThrow(SettingsError);
  });

  it('rejects a non-object', () => {
    expect(settingsIssues([])).toEqual(['settings must be a JSON object (got [])']);
  });

  it('reports every problem at once', () => {
    const error = (() => {
      try {
        resolveSettings({ luds_complexity: 9, public_token: 'x' });
      } catch (caught) {
        return caught as SettingsError;
      }
    })();
    expect(error?.issues).toHaveLength(2);
  });

  describe('isRedirectUrlAllowed', () => {
    const allowed = ['http://localhost:*', 'https://app.example.com/auth', 'http://127.0.0.1:8080/'];
    it.each([
      ['http://localhost:5173/authenticate?x=1', true],
      ['http://localhost/anything', true],
      ['https://localhost:5173/authenticate', false],
      ['https://app.example.com/auth', true],
      ['https://app.example.com/auth?next=%2F', true],
      ['https://app.example.com/auth/', false],
      ['https://app.example.com/other', false],
      ['https://APP.example.com/auth', true],
      ['http://127.0.0.1:8080/deep/path', true],
      ['http://127.0.0.1:8081/', false],
    ])('%s → %s', (url, expected) => {
      expect(isRedirectUrlAllowed(new URL(url), allowed)).toBe(expected);
    });
  });

  describe('isOriginAllowed', () => {
    const allowed = ['http://localhost:*', 'https://app.example.com', 'http://[::1]:8080'];
    it.each([
      ['http://localhost:4200', true],
      ['http://localhost', true],
      ['https://localhost:4200', false],
      ['https://app.example.com', true],
      ['https://app.example.com:8443', false],
      ['https://evil.example.com', false],
      ['http://[::1]:8080', true],
      ['null', false],
      ['http://localhost:4200/path', false],
    ])('%s → %s', (origin, expected) => {
      expect(isOriginAllowed(origin, allowed)).toBe(expected);
    });
  });
});

describe('defaultSettingsFor (--app-url)', () => {
  it("moves every default naming the playground's origin to the app's, and keeps the rest", () => {
    const settings = resolveSettings({}, defaultSettingsFor('http://localhost:3000/anything'));
    expect(settings.default_login_redirect_url).toBe('http://localhost:3000/authenticate');
    expect(settings.default_signup_redirect_url).toBe('http://localhost:3000/authenticate');
    expect(settings.default_reset_password_redirect_url).toBe('http://localhost:3000/reset-password');
    expect(settings.idp_authorization_url).toBe('http://localhost:3000/oauth/authorize');
    const demo = settings.connected_apps.find((app) => app.client_id === 'connected-app-test-portico-demo');
    expect(demo?.redirect_uris).toEqual(['http://localhost:3000/oauth/callback', 'http://127.0.0.1:3000/oauth/callback']);
    expect(demo?.post_logout_redirect_uris).toEqual(['http://localhost:3000/', 'http://127.0.0.1:3000/']);
    expect(JSON.stringify(settings)).not.toContain(':5173');
    // Everything else is the defaults'.
    expect({ ...settings, connected_apps: [] }).toMatchObject({ ...DEFAULT_SETTINGS, connected_apps: [], default_login_redirect_url: expect.any(String), default_signup_redirect_url: expect.any(String), default_reset_password_redirect_url: expect.any(String), idp_authorization_url: expect.any(String) });
    // A config still wins.
    expect(resolveSettings({ default_login_redirect_url: 'http://localhost:3000/in' }, defaultSettingsFor('http://localhost:3000')).default_login_redirect_url).toBe('http://localhost:3000/in');
    expect(() => defaultSettingsFor('localhost:3000')).toThrow(SettingsError);
  });
});
