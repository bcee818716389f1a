import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadSqlJs } from './node';
import { createStore } from './store';

/**
 * `basePath`: the app mounted under a path that its host strips before `app.fetch` (browser mode
 * serves it at `<origin>/__portico-emulator`). The URLs it writes for browsers keep the path.
 */
describe('an app mounted under a base path', () => {
  const ORIGIN = 'http://localhost:5173';
  const BASE = '/__portico-emulator';

  async function mounted() {
    return createApp({ store: createStore(await loadSqlJs()), basePath: BASE });
  }

  it('links its pages under the base path', async () => {
    const { app } = await mounted();
    const home = await (await app.fetch(new Request(`${ORIGIN}/`))).text();
    expect(home).toContain(`href="${BASE}/emulator/inbox"`);
    expect(home).toContain(`emulatorClientOptions('${ORIGIN}${BASE}')`);
    expect(home).not.toContain('href="/emulator/');

    // The inbox and the clientside-services frame call the emulator through relative URLs.
    const inbox = await (await app.fetch(new Request(`${ORIGIN}/emulator/inbox`))).text();
    expect(inbox).toContain("fetch('outbox'");
    const services = await (await app.fetch(new Request(`${ORIGIN}/emulator/clientside-services`))).text();
    expect(services).toContain("fetch('clientside-services/rpc'");
  });

  it('writes the base path into the One Tap stand-in, whose chooser calls the emulator relatively', async () => {
    const { app, ctx } = await mounted();
    const script = await (await app.fetch(new Request(`${ORIGIN}/emulator/gsi/client`))).text();
    expect(script).toContain(`const EMULATOR = "${ORIGIN}${BASE}";`);
    const query = new URLSearchParams({ client_id: ctx.settings.google_one_tap.client_id, origin: ORIGIN });
    const chooser = await (await app.fetch(new Request(`${ORIGIN}/emulator/gsi/prompt?${query}`))).text();
    expect(chooser).toContain("fetch('credential'");
  });

  it('posts the OAuth provider page back under the base path', async () => {
    const { app, ctx } = await mounted();
    const query = new URLSearchParams({
      public_token: ctx.settings.public_token,
      login_redirect_url: `${ORIGIN}/authenticate`,
      signup_redirect_url: `${ORIGIN}/authenticate`,
    });
    const response = await app.fetch(new Request(`${ORIGIN}/v1/public/oauth/google/start?${query}`));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`action="${BASE}/v1/public/oauth/google/start"`);
  });

  it('names its OpenID Connect issuer and endpoints with the base path', async () => {
    const { app, ctx } = await mounted();
    const response = await app.fetch(new Request(`${ORIGIN}/v1/public/${ctx.settings.project_id}/.well-known/openid-configuration`));
    const discovery = (await response.json()) as Record<string, string>;
    expect(discovery.issuer).toBe(`${ORIGIN}${BASE}/v1/public/${ctx.settings.project_id}`);
    expect(discovery.jwks_uri).toBe(`${ORIGIN}${BASE}/v1/sessions/jwks/${ctx.settings.project_id}`);
  });

  it('refuses a base path that is not a plain path', async () => {
    const store = createStore(await loadSqlJs());
    for (const basePath of ['__portico-emulator', '/__portico-emulator/', '/a?b', 'http://localhost/x']) {
      expect(() => createApp({ store, basePath }), basePath).toThrow(/basePath must be/);
    }
    expect(createApp({ store, basePath: '' }).ctx.basePath).toBe('');
  });
});
