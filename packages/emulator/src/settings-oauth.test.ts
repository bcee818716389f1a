import { describe, expect, it } from 'vitest';
import { resolveSettings, SettingsError, settingsIssues } from './settings';
import { createHarness } from './testing/harness';

const app = (extra: Record<string, unknown> = {}) => ({
  client_id: 'my-app',
  client_name: 'My App',
  client_type: 'third_party_public',
  redirect_uris: ['http://localhost:3000/callback'],
  ...extra,
});

describe('OAuth and Connected Apps settings', () => {
  it('fills in the optional fields of connected apps and roles, without sharing arrays', () => {
    const input = { connected_apps: [app()], rbac_scopes: [{ scope: 'read:docs', description: 'Read' }], rbac_roles: [{ role_id: 'reader', scopes: ['read:docs'] }] };
    const settings = resolveSettings(input);
    expect(settings.connected_apps).toEqual([{ ...app(), client_description: '', post_logout_redirect_uris: [] }]);
    expect(settings.rbac_roles).toEqual([{ role_id: 'reader', description: '', scopes: ['read:docs'] }]);
    settings.connected_apps[0]?.redirect_uris.push('http://x.test/');
    expect(input.connected_apps[0]?.redirect_uris).toEqual(['http://localhost:3000/callback']);
  });

  it.each([
    [{ oauth_providers: ['google', 'myspace'] }, 'oauth_providers lists "myspace", which is not one of google, apple'],
    [{ oauth_providers: ['google', 'google'] }, 'oauth_providers lists "google" twice'],
    [{ idp_authorization_url: 'not a url' }, 'idp_authorization_url must be an absolute http(s) URL'],
    [{ connected_apps: [app({ client_id: 'has space' })] }, 'connected_apps [0].client_id must be 1–100 letters'],
    [{ connected_apps: [app({ client_name: '' })] }, 'connected_apps [0].client_name must be a non-empty string'],
    [{ connected_apps: [app({ client_type: 'partner' })] }, 'connected_apps [0].client_type must be one of "first_party", "third_party"'],
    [{ connected_apps: [app({ client_type: 'third_party' })] }, '[0].client_secret (at least 8 characters) is required for a confidential client'],
    [{ connected_apps: [app({ client_secret: 'secret-123' })] }, '[0].client_secret is not allowed: public clients'],
    [{ connected_apps: [app({ redirect_uris: [] })] }, '[0].redirect_uris must list at least one URL'],
    [{ connected_apps: [app({ redirect_uris: ['http://localhost/cb#frag'] })] }, 'must hold absolute http(s) URLs without a fragment'],
    [{ connected_apps: [app({ redirect_uris: ['myapp://callback'] })] }, 'must hold absolute http(s) URLs'],
    [{ connected_apps: [app({ post_logout_redirect_uris: 'http://localhost/' })] }, '[0].post_logout_redirect_uris must be an array of URLs'],
    [{ connected_apps: [app({ logo_url: 'logo.png' })] }, '[0].logo_url must be an absolute http(s) URL'],
    [{ connected_apps: [app({ access_token_expiry_minutes: 2 })] }, '[0].access_token_expiry_minutes must be an integer from 5 to 1440'],
    [{ connected_apps: [app({ scopes: ['x'] })] }, '[0] has unknown field "scopes"'],
    [{ connected_apps: [app(), app()] }, 'connected_apps lists the client_id "my-app" twice'],
    [{ rbac_roles: [{ role_id: 'r', scopes: 'read' }] }, 'rbac_roles [0].scopes must be an array of scope names'],
    [{ rbac_roles: [{ role_id: 'r', scopes: [], permissions: [] }] }, 'rbac_roles [0] has unknown field "permissions"'],
    [{ rbac_roles: [{ role_id: 'r', scopes: [] }, { role_id: 'r', scopes: [] }] }, 'rbac_roles lists the role_id "r" twice'],
    [{ rbac_roles: [{ role_id: 'r', scopes: ['write:docs'] }] }, 'rbac_roles[0].scopes names "write:docs", which is not in rbac_scopes (empty)'],
  ])('rejects %j', (input, message) => {
    const issues = settingsIssues(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(message);
    expect(() => resolveSettings(input)).toThrow(SettingsError);
  });

  it('checks roles against the scopes in force when the config changes', async () => {
    const h = await createHarness({ rbac_scopes: [{ scope: 'read:docs', description: 'Read' }] });
    const ok = await h.call('PUT', '/emulator/config', { json: { rbac_roles: [{ role_id: 'reader', scopes: ['read:docs'] }] } });
    expect(ok.status).toBe(200);
    const dropScope = await h.call('PUT', '/emulator/config', { json: { rbac_scopes: [] } });
    expect(dropScope.status).toBe(400);
    expect(dropScope.body.error_message).toContain('rbac_roles[0].scopes names "read:docs", which is not in rbac_scopes');
    expect((await h.call('GET', '/emulator/config')).body.rbac_scopes).toHaveLength(1);
  });
});
