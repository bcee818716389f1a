import { beforeEach, describe, expect, it } from 'vitest';
import { BASE_URL, createHarness, PAGE_ORIGIN, type Harness } from './testing/harness';

const SDK_HEADERS = 'authorization,content-type,x-sdk-client,x-sdk-parent-host';

describe('wire protocol', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  describe('envelope', () => {
    it('wraps success in data with request_id and status_code inside', async () => {
      const { status, headers, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', {
        json: { email: 'ada@example.com' },
      });
      expect(status).toBe(200);
      expect(headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data.status_code).toBe(200);
      expect(body.data.request_id).toMatch(/^request-id-test-[0-9a-f-]{36}$/);
    });

    it('sends errors unwrapped at the top level, as JSON', async () => {
      const { status, headers, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'nope' } });
      expect(status).toBe(400);
      expect(headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(body).toEqual({
        status_code: 400,
        request_id: expect.stringMatching(/^request-id-test-/),
        error_type: 'invalid_email',
        error_message: 'Email format is invalid.',
        error_url: 'https://stytch.com/docs/api/errors/400#invalid_email',
      });
    });

    it('answers malformed JSON with a 400 error, not a crash', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { body: '{"email":' });
      expect(status).toBe(400);
      expect(body.error_type).toBe('bad_request');
      expect(body.error_message).toBe('The request body is not valid JSON.');
    });

    it('rejects a JSON body that is not an object', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: ['ada@example.com'] });
      expect(status).toBe(400);
      expect(body.error_message).toBe('The request body must be a JSON object.');
    });

    it('rejects oversized bodies with a JSON 413', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', {
        json: { email: 'ada@example.com', padding: 'x'.repeat(1024 * 1024) },
      });
      expect(status).toBe(413);
      expect(body.error_type).toBe('request_too_large');
    });

    it('reads and limits streamed bodies that have no Content-Length', async () => {
      const stream = (...chunks: string[]) =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
            controller.close();
          },
        });
      const send = (body: ReadableStream<Uint8Array>) =>
        h.app.fetch(
          new Request(`${BASE_URL}/emulator/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit),
        );
      const seeded = await send(stream('{"email":', '"streamed@example.com"}'));
      expect(seeded.status).toBe(201);
      const big = await send(stream('{"email":"', 'x'.repeat(1024 * 1024), '@example.com"}'));
      expect(big.status).toBe(413);
      expect(((await big.json()) as { error_type: string }).error_type).toBe('request_too_large');
    });

    it('answers unknown routes with a JSON 404 naming the route', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/biometrics/authenticate', { json: {} });
      expect(status).toBe(404);
      expect(body.error_type).toBe('route_not_found');
      expect(body.error_message).toContain('POST /sdk/v1/biometrics/authenticate');
    });

    it('never sends "Captcha required" and never a 2xx without a JSON body', async () => {
      const responses = await Promise.all([
        h.call('POST', '/sdk/v1/sessions/revoke'),
        h.call('POST', '/sdk/v1/events', { json: [] }),
        h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: '123456', method_id: 'x' } }),
      ]);
      for (const response of responses) {
        expect(response.text).not.toContain('Captcha required');
        expect(response.status).not.toBe(204);
        expect(response.body).not.toBeNull();
      }
    });
  });

  describe('public token', () => {
    it('rejects an unknown public token in Authorization, naming the accepted token', async () => {
      const { status, body } = await h.call('POST', '/sdk/v1/otps/email/login_or_create', {
        json: { email: 'ada@example.com' },
        publicToken: 'public-token-test-other',
      });
      expect(status).toBe(404);
      expect(body.error_type).toBe('public_token_not_found');
      expect(body.error_message).toContain('"public-token-test-portico"');
      expect(body.error_message).toContain('public-token-');
    });

    it('rejects a missing or malformed Authorization header', async () => {
      const missing = await h.call('GET', '/sdk/v1/users/me', { publicToken: null });
      expect(missing.status).toBe(401);
      expect(missing.body.error_type).toBe('invalid_authorization_header');
      const bearer = await h.call('GET', '/sdk/v1/users/me', { publicToken: null, headers: { Authorization: 'Bearer x' } });
      expect(bearer.body.error_type).toBe('invalid_authorization_header');
    });

    it('accepts a project configured with another token', async () => {
      const other = await createHarness({ public_token: 'public-token-test-acme' });
      const { status } = await other.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'ada@example.com' } });
      expect(status).toBe(200);
    });
  });

  describe('CORS', () => {
    it('answers a preflight from an allowed origin by echoing it, with credentials', async () => {
      const { status, headers } = await h.call('OPTIONS', '/sdk/v1/otps/email/login_or_create', {
        publicToken: null,
        origin: PAGE_ORIGIN,
        headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': SDK_HEADERS },
      });
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
      expect(headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
      expect(headers.get('Access-Control-Allow-Credentials')).toBe('true');
      expect(headers.get('Access-Control-Allow-Headers')).toBe(SDK_HEADERS);
      expect(headers.get('Access-Control-Allow-Methods')).toBe('GET,POST,PUT,DELETE,OPTIONS');
      expect(headers.get('Access-Control-Max-Age')).toBe('600');
      expect(headers.get('Vary')).toContain('Origin');
    });

    it('answers preflights on every path, even unknown ones', async () => {
      const { headers } = await h.call('OPTIONS', '/sdk/v1/not/a/route', {
        origin: PAGE_ORIGIN,
        headers: { 'Access-Control-Request-Method': 'GET' },
      });
      expect(headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
    });

    it('adds the CORS headers to actual responses, errors included', async () => {
      const success = await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico', { origin: PAGE_ORIGIN });
      const failure = await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-nope', { origin: PAGE_ORIGIN });
      for (const { headers } of [success, failure]) {
        expect(headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
        expect(headers.get('Access-Control-Allow-Credentials')).toBe('true');
        expect(headers.get('Vary')).toContain('Origin');
      }
    });

    it('gives origins that are not allowed no CORS headers outside the SDK\'s calls', async () => {
      const preflight = await h.call('OPTIONS', '/emulator/config', {
        origin: 'https://evil.example',
        headers: { 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
      });
      const actual = await h.call('GET', '/emulator/health', { origin: 'https://evil.example' });
      for (const { headers } of [preflight, actual]) {
        expect(headers.get('Access-Control-Allow-Origin')).toBeNull();
        expect(headers.get('Access-Control-Allow-Credentials')).toBeNull();
        expect(headers.get('Access-Control-Allow-Headers')).toBeNull();
        expect(headers.get('Vary')).toContain('Origin');
      }
    });

    it('answers every SDK call from an origin not authorised with a readable 403 bad_domain_for_stytch_sdk, as Stytch does', async () => {
      const preflight = await h.call('OPTIONS', '/sdk/v1/otps/email/login_or_create', {
        origin: 'https://evil.example',
        headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': SDK_HEADERS },
      });
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
      const calls = [
        await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico', { origin: 'https://evil.example' }),
        await h.call('POST', '/sdk/v1/otps/email/login_or_create', { origin: 'https://evil.example', json: { email: 'ada@example.com' } }),
      ];
      for (const { status, body, headers } of calls) {
        expect(status).toBe(403);
        expect(body).toMatchObject({ error_type: 'bad_domain_for_stytch_sdk', status_code: 403 });
        expect(headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
        expect(headers.get('Vary')).toContain('Origin');
      }
      // Refused before the route ran: no passcode was sent.
      expect((await h.call('GET', '/emulator/outbox')).body).toMatchObject({ messages: [] });
    });

    it('never answers with a wildcard origin', async () => {
      const { headers } = await h.call('GET', '/emulator/health', { origin: 'http://127.0.0.1:5173' });
      expect(headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
    });

    it('allows Private Network Access preflights from allowed origins', async () => {
      await h.call('PUT', '/emulator/config', { json: { allowed_origins: ['https://app.example.com'] } });
      const { headers } = await h.call('OPTIONS', '/sdk/v1/users/me', {
        origin: 'https://app.example.com',
        headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Private-Network': 'true' },
      });
      expect(headers.get('Access-Control-Allow-Origin')).toBe('https://app.example.com');
      expect(headers.get('Access-Control-Allow-Private-Network')).toBe('true');
    });

    it('follows allowed_origins changes immediately', async () => {
      await h.call('PUT', '/emulator/config', { json: { allowed_origins: [] } });
      const { headers } = await h.call('GET', '/emulator/health', { origin: PAGE_ORIGIN });
      expect(headers.get('Access-Control-Allow-Origin')).toBeNull();
    });
  });
});

describe('bootstrap', () => {
  it('returns every field the SDK needs', async () => {
    const h = await createHarness();
    const { status, body } = await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      request_id: expect.stringMatching(/^request-id-test-/),
      status_code: 200,
      project_name: 'Portico Playground',
      disable_sdk_watermark: true,
      cname_domain: null,
      email_domains: ['portico.test'],
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: false,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      pkce_required_for_sso: false,
      slug_pattern: null,
      create_organization_enabled: false,
      password_config: null,
      dfp_protected_auth_enabled: false,
      rbac_policy: {
        roles: [{ role_id: 'stytch_user', description: 'Granted to all users', permissions: [] }],
        resources: [],
        scopes: [],
      },
      siwe_required_for_crypto_wallets: false,
      vertical: 'CONSUMER',
    });
  });

  it('reflects the settings', async () => {
    const h = await createHarness({
      project_name: 'Acme',
      email_domains: ['acme.test', 'mail.acme.test'],
      display_watermark: true,
      password_policy: 'luds',
      luds_min_length: 12,
      luds_complexity: 4,
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: true,
      pkce_required_for_oauth: true,
      siwe_required_for_crypto_wallets: true,
      rbac_scopes: [{ scope: 'read:docs', description: 'Read your documents' }],
    });
    const { body } = await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-portico');
    expect(body.data).toMatchObject({
      project_name: 'Acme',
      email_domains: ['acme.test', 'mail.acme.test'],
      disable_sdk_watermark: false,
      password_config: { luds_complexity: 4, luds_minimum_count: 12 },
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: true,
      pkce_required_for_oauth: true,
      siwe_required_for_crypto_wallets: true,
      rbac_policy: {
        resources: [{ resource_id: 'oauth_scopes', description: expect.any(String), actions: ['read:docs'] }],
        scopes: [{ scope: 'read:docs', description: 'Read your documents', permissions: [{ resource_id: 'oauth_scopes', actions: ['read:docs'] }] }],
      },
    });
  });

  it('answers an unknown public token with public_token_not_found', async () => {
    const h = await createHarness();
    const { status, body } = await h.call('GET', '/sdk/v1/projects/bootstrap/public-token-test-typo');
    expect(status).toBe(404);
    expect(body.error_type).toBe('public_token_not_found');
    expect(body.error_message).toContain('public-token-test-portico');
  });
});
