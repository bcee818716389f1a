import type { AuthClient, LoginConfig } from '@portico/core';
import { createFakeAuthClient, fakeAccountUser, fakeAuthenticateResult, fakeUser } from '@portico/core/testing';
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLazyStytchClient, getStytchClient } from './client';
import { mountAccount, mountIdentityProvider, mountLogin, mountResetPassword, mountUserButton, PorticoAccountElement, PorticoLoginElement, PorticoUserButtonElement } from './index';

// The elements' clients, with the lazy one `<portico-login>` makes (from `@portico/ui`) over the mock.
vi.mock('./client', async () => {
  const { lazyClient } = await import('@portico/ui');
  const getStytchClient = vi.fn();
  return { getStytchClient, getLazyStytchClient: vi.fn((token: string, options?: object | null) => lazyClient(() => getStytchClient(token, options))) };
});

/** Portico's stylesheet element (React hoists it with `data-href`; Preact keeps `href`). */
const STYLESHEET = 'style[href="portico-ui"], style[data-href="portico-ui"]';

const emailOtp: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** Puts markup in the page and returns its first element. */
function place<T extends Element>(html: string): T {
  document.body.innerHTML = html;
  return document.body.firstElementChild as T;
}

/** Testing Library queries inside an element's shadow root. */
const inShadow = (element: Element) => within(element.shadowRoot as unknown as HTMLElement);

/** Every `type` event that reaches the document, in order. */
function record<T = unknown>(type: string): T[] {
  const details: T[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail);
  document.addEventListener(type, listener);
  listeners.push(() => document.removeEventListener(type, listener));
  return details;
}
const listeners: Array<() => void> = [];
afterEach(() => listeners.splice(0).forEach((remove) => remove()));

let client: ReturnType<typeof createFakeAuthClient>;
beforeEach(() => {
  client = createFakeAuthClient();
  vi.mocked(getStytchClient).mockReset();
  vi.mocked(getStytchClient).mockImplementation(() => client as never);
});

describe('<portico-login>', () => {
  it('renders the login widget in its own shadow root, with the stylesheet there and no second shadow root', async () => {
    const element = place<PorticoLoginElement>(`<portico-login config='${JSON.stringify(emailOtp)}'></portico-login>`);
    element.client = client;

    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(element).toBeInstanceOf(PorticoLoginElement);
    expect(element.shadowRoot!.mode).toBe('open');
    expect(element.shadowRoot!.querySelector(STYLESHEET)).not.toBeNull();
    expect(document.querySelector(STYLESHEET)).toBeNull();
    expect(element.shadowRoot!.querySelector('[data-slot="shadow-host"]')).toBeNull();
    expect(element.config).toEqual(emailOtp);
  });

  it("takes Stytch v6's presentation as a JSON attribute: tokens and options, in the element's one shadow root", async () => {
    const presentation = { theme: { primary: '#0a5c36' }, options: { hideHeaderText: true, enableShadowDOM: true } };
    const element = place<PorticoLoginElement>(
      `<portico-login config='${JSON.stringify(emailOtp)}' presentation='${JSON.stringify(presentation)}'></portico-login>`,
    );
    element.client = client;

    const title = await inShadow(element).findByRole('heading', { name: 'Sign up or log in' });
    expect(title).toHaveClass('pt:sr-only');
    const frame = element.shadowRoot!.querySelector('[data-slot="widget-frame"]');
    expect(frame?.getAttribute('style')).toContain('#0a5c36');
    // The element's shadow root is the only one: the widget is told to render where it is.
    expect(element.shadowRoot!.querySelector('[data-slot="shadow-host"]')).toBeNull();
    expect(element.presentation).toEqual(presentation);
  });

  it('presentation.options.enableShadowDOM: false renders in the light DOM, as the config flag does', async () => {
    const element = document.createElement('portico-login');
    Object.assign(element, { client, config: emailOtp, presentation: { options: { enableShadowDOM: false } } });
    document.body.replaceChildren(element);
    expect(await within(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    // The widget in the page's DOM, shown through the element's slot.
    expect(element.querySelector('[data-slot="widget-frame"]')).not.toBeNull();
    expect(element.shadowRoot!.querySelector('[data-slot="widget-frame"]')).toBeNull();
  });

  it("fires the widget's callbacks as bubbling, composed portico-event DOM events, then calls `callbacks`", async () => {
    const user = userEvent.setup();
    const events = record<{ type: string }>('portico-event');
    const onEvent = vi.fn();
    const element = document.createElement('portico-login');
    Object.assign(element, { client, config: emailOtp, callbacks: { onEvent } });
    let composed: boolean | undefined;
    element.addEventListener('portico-event', (event) => (composed ??= event.composed));
    document.body.append(element);

    await user.type(await inShadow(element).findByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await inShadow(element).findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    expect(events.map((event) => event.type)).toEqual(['OTP_LOGIN_OR_CREATE']);
    expect(onEvent).toHaveBeenCalledWith(events[0]);
    expect(composed).toBe(true);
  });

  it('its DOM events carry no session token, JWT or OAuth token; `callbacks` still gets Stytch\'s whole response', async () => {
    const user = userEvent.setup();
    const raw = {
      user_id: 'user-test-1',
      session_token: 'session-token-secret',
      session_jwt: 'eyJhbGciOiJSUzI1NiJ9.secret.sig',
      session: { session_id: 'session-test-1', authentication_factors: [{ type: 'otp', email_factor: { email_address: 'ada@example.com' } }] },
      provider_values: { access_token: 'ya29.secret', refresh_token: 'refresh-secret', id_token: 'id-secret', scopes: ['email'] },
    };
    const tokenClient = createFakeAuthClient({ script: { 'otps.authenticate': { ...fakeAuthenticateResult(), raw } } });
    const details = record('portico-event');
    const seen = () => details.map((detail) => JSON.stringify(detail));
    const onEvent = vi.fn();
    const element = document.createElement('portico-login');
    Object.assign(element, { client: tokenClient, config: emailOtp, callbacks: { onEvent } });
    document.body.append(element);

    await user.type(await inShadow(element).findByLabelText('Email'), 'ada@example.com{Enter}');
    await user.type(await inShadow(element).findByLabelText('One-time passcode'), '123456');
    await waitFor(() => expect(seen().some((detail) => detail.includes('OTP_AUTHENTICATE'))).toBe(true));
    const authenticate = JSON.parse(seen().find((detail) => detail.includes('OTP_AUTHENTICATE'))!) as { data: typeof raw };
    expect(authenticate.data).toEqual({
      user_id: 'user-test-1',
      session: raw.session,
      provider_values: { scopes: ['email'] },
    });
    for (const detail of seen()) expect(detail).not.toMatch(/secret|eyJ/);
    // The host's own callback: Stytch's response as it came.
    expect(onEvent).toHaveBeenCalledWith({ type: 'OTP_AUTHENTICATE', data: raw });
  });

  it('a host callback that throws is reported, and the flow goes on', async () => {
    const user = userEvent.setup();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const element = document.createElement('portico-login');
    Object.assign(element, { client, config: emailOtp, callbacks: { onEvent: () => { throw new Error('host bug'); } } });
    document.body.append(element);
    await user.type(await inShadow(element).findByLabelText('Email'), 'ada@example.com{Enter}');
    expect(await inShadow(element).findByRole('heading', { name: 'Enter passcode' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(new Error('host bug'));
    vi.unstubAllGlobals();
  });

  it('a bad JSON attribute is shown in place, logged and sent as portico-error; fixing it brings the widget', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = record('portico-error');
    const element = place<PorticoLoginElement>(`<portico-login config='{"products": ["otp",}'></portico-login>`);
    element.client = client;

    const alert = await inShadow(element).findByRole('alert');
    expect(alert).toHaveTextContent(/^Error: the config attribute is not valid JSON \(.+\)\.$/);
    expect(errors).toEqual([{ type: 'invalid_attribute', name: 'config', message: expect.stringMatching(/^the config attribute is not valid JSON/) }]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^<portico-login>: the config attribute is not valid JSON/));
    expect(element.config).toBeNull();

    element.setAttribute('config', JSON.stringify(emailOtp));
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(inShadow(element).queryByText(/not valid JSON/)).toBeNull();
    expect(errors).toHaveLength(1);
    consoleError.mockRestore();
  });

  it('a property of the wrong type is refused the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = record('portico-error');
    const element = document.createElement('portico-login');
    Object.assign(element, { client, config: emailOtp, styles: ['not', 'an', 'object'] });
    document.body.append(element);
    expect(await inShadow(element).findByRole('alert')).toHaveTextContent('Error: the styles property must be a JSON object, not an array.');
    expect(errors).toEqual([expect.objectContaining({ type: 'invalid_property', name: 'styles' })]);
    vi.mocked(console.error).mockRestore();
  });

  it('takes JSON text assigned to an object property', async () => {
    const element = document.createElement('portico-login');
    element.client = client;
    (element as unknown as { config: string }).config = JSON.stringify(emailOtp);
    document.body.append(element);
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(element.config).toEqual(emailOtp);
  });

  it('takes over properties set before the element was defined', async () => {
    class LateLogin extends PorticoLoginElement {}
    const element = document.createElement('late-login') as LateLogin;
    Object.assign(element, { client, config: emailOtp });
    document.body.append(element);
    customElements.define('late-login', LateLogin);
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(Object.prototype.hasOwnProperty.call(element, 'config')).toBe(false);
    expect(element.config).toEqual(emailOtp);
  });

  it('takes an object bound by its kebab-case name (client-options), as Vue and Svelte bind it, before and after it is defined', async () => {
    const options = { endpoints: { testAPIURL: 'http://localhost:4100' } };
    const element = place<PorticoLoginElement>(`<portico-login public-token="public-token-test-x"></portico-login>`);
    expect('client-options' in element && 'public-token' in element).toBe(true);
    (element as unknown as Record<string, unknown>)['client-options'] = options;
    element.config = emailOtp;
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(element.clientOptions).toEqual(options);
    expect(getLazyStytchClient).toHaveBeenCalledWith('public-token-test-x', options);
    await waitFor(() => expect(getStytchClient).toHaveBeenCalledWith('public-token-test-x', options));

    // Svelte sets an object as a property of an element not yet defined, by the name written.
    class LateKebabLogin extends PorticoLoginElement {}
    const late = document.createElement('late-kebab-login') as LateKebabLogin;
    Object.assign(late, { client, 'client-options': options, config: emailOtp });
    document.body.append(late);
    customElements.define('late-kebab-login', LateKebabLogin);
    expect(await inShadow(late).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(Object.prototype.hasOwnProperty.call(late, 'client-options')).toBe(false);
    expect(late.clientOptions).toEqual(options);
  });

  it('an object written as an attribute ("[object Object]") is shown in place, with the binding to use instead', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = record('portico-error');
    const element = place<PorticoLoginElement>(`<portico-login config="[object Object]"></portico-login>`);
    element.client = client;
    expect(await inShadow(element).findByRole('alert')).toHaveTextContent(
      /^Error: the config attribute is "\[object Object\]": an object was set as an attribute, which turns it into text\. Set the config property instead \(Vue: :config\.prop=/,
    );
    expect(errors).toEqual([expect.objectContaining({ type: 'invalid_attribute', name: 'config' })]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('<portico-login>: the config attribute is "[object Object]"'));
    // The property, set as the message says, brings the widget.
    element.config = emailOtp;
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('makes its Stytch client from public-token and client-options; a client property wins', async () => {
    const options = { endpoints: { testAPIURL: 'http://localhost:4100' } };
    const element = place<PorticoLoginElement>(
      `<portico-login public-token="public-token-test-x" client-options='${JSON.stringify(options)}' config='${JSON.stringify(emailOtp)}'></portico-login>`,
    );
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    // `<portico-login>`'s first screen needs no client: it is made after that screen (a lazyClient).
    expect(getLazyStytchClient).toHaveBeenCalledWith('public-token-test-x', options);
    await waitFor(() => expect(getStytchClient).toHaveBeenCalledWith('public-token-test-x', options));
    expect(element.publicToken).toBe('public-token-test-x');

    vi.mocked(getStytchClient).mockClear();
    const own = createFakeAuthClient();
    element.client = own;
    await waitFor(() => expect(own.calls.length + Number(own !== client)).toBeGreaterThan(0));
    element.setAttribute('locale', 'en');
    await inShadow(element).findByRole('heading', { name: 'Sign up or log in' });
    expect(getStytchClient).not.toHaveBeenCalled();
  });

  it('waits for config (and a client) before rendering, and says so in the console if they never come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = place<PorticoLoginElement>('<portico-login>Loading…</portico-login>');
    await Promise.resolve();
    expect(element.shadowRoot!.querySelector('[data-slot="widget-frame"]')).toBeNull();
    vi.advanceTimersByTime(3000);
    expect(warn).toHaveBeenCalledWith(
      '<portico-login>: nothing to show yet: set a client (the public-token attribute or the client property) and the config.',
    );
    vi.useRealTimers();
    Object.assign(element, { client, config: emailOtp });
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('applies strings and styles live, keeping what the user typed; a new config restarts the flow', async () => {
    const user = userEvent.setup();
    const element = document.createElement('portico-login');
    Object.assign(element, { client, config: emailOtp });
    document.body.append(element);
    const shadow = inShadow(element);
    await user.type(await shadow.findByLabelText('Email'), 'ada@example.com');

    element.setAttribute('strings', JSON.stringify({ 'login.title': 'Welcome back' }));
    element.styles = { colors: { primary: '#0a5c36' } };
    expect(await shadow.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(shadow.getByLabelText('Email')).toHaveValue('ada@example.com');

    // The same config again (a new object, equal JSON) is no change.
    element.config = { ...emailOtp };
    await Promise.resolve();
    expect(shadow.getByLabelText('Email')).toHaveValue('ada@example.com');

    element.config = { ...emailOtp, sessionOptions: { sessionDurationMinutes: 60 } };
    await waitFor(() => expect(shadow.getByLabelText('Email')).toHaveValue(''));
  });

  it('with config.enableShadowDOM false renders in the light DOM, with its stylesheet', async () => {
    const element = document.createElement('portico-login');
    Object.assign(element, { client, config: { ...emailOtp, enableShadowDOM: false } });
    element.append('fallback text');
    document.body.append(element);
    expect(await within(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(element.querySelector('[data-slot="widget-frame"]')).not.toBeNull();
    expect(element.shadowRoot!.querySelector('slot')!.name).toBe('portico-widget');
    expect(element.shadowRoot!.querySelector(STYLESHEET)).toBeNull();
    expect(document.querySelector(STYLESHEET)).not.toBeNull();

    element.config = emailOtp;
    await waitFor(() => expect(element.querySelector('[data-slot="widget-frame"]')).toBeNull());
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
  });

  it('loads the catalog its locale matches: European Portuguese for pt-PT, German for de-AT', async () => {
    const portugal = place<PorticoLoginElement>(`<portico-login locale="pt-PT" config='${JSON.stringify(emailOtp)}'></portico-login>`);
    portugal.client = client;
    expect(await inShadow(portugal).findByRole('heading', { name: 'Registe-se ou inicie sessão' })).toBeInTheDocument();
    const austria = place<PorticoLoginElement>(`<portico-login locale="de-AT" config='${JSON.stringify(emailOtp)}'></portico-login>`);
    austria.client = client;
    expect(await inShadow(austria).findByRole('heading', { name: 'Registrieren oder anmelden' })).toBeInTheDocument();
  });

  it('loads the Spanish catalog for locale="es" (unless messages are given)', async () => {
    const element = place<PorticoLoginElement>(`<portico-login locale="es-MX" config='${JSON.stringify(emailOtp)}'></portico-login>`);
    element.client = client;
    expect(await inShadow(element).findByRole('heading', { name: 'Regístrate o inicia sesión' })).toBeInTheDocument();
    expect(inShadow(element).getByRole('heading').closest('[lang]')).toHaveAttribute('lang', 'es-MX');
  });

  it('keeps its state when moved, and unmounts when removed', async () => {
    const user = userEvent.setup();
    const element = document.createElement('portico-login');
    Object.assign(element, { client, config: emailOtp });
    document.body.append(element);
    await user.type(await inShadow(element).findByLabelText('Email'), 'ada@example.com');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await Promise.resolve();
    expect(inShadow(element).getByLabelText('Email')).toHaveValue('ada@example.com');

    element.remove();
    await waitFor(() => expect(element.shadowRoot!.querySelector('[data-slot="widget-frame"]')).toBeNull());
  });
});

describe('mountLogin', () => {
  it('renders into the element named by elementId, with callbacks; unmount removes it', async () => {
    place('<div id="login">Loading…</div>');
    const onEvent = vi.fn();
    const unmount = mountLogin({ elementId: '#login', client, config: emailOtp, callbacks: { onEvent } });
    const element = document.querySelector('#login > portico-login')!;
    expect(element).not.toBeNull();
    expect(document.getElementById('login')).not.toHaveTextContent('Loading…');
    expect(await inShadow(element).findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();

    unmount();
    expect(document.querySelector('portico-login')).toBeNull();
    unmount();
  });

  it('says which elementId matched nothing', () => {
    expect(() => mountLogin({ elementId: 'nowhere', client, config: emailOtp })).toThrow('mountLogin: no element matches elementId "nowhere".');
    expect(() => mountLogin({ client, config: emailOtp })).toThrow('mountLogin: give `element` or `elementId`.');
  });
});

describe('<portico-identity-provider>', () => {
  const logout = '/?client_id=app&post_logout_redirect_uri=https%3A%2F%2Fevil.test%2F&state=s';
  afterEach(() => window.history.replaceState({}, '', '/'));

  it("fires a cancelable portico-redirect before going to the server's redirect URI", async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, '', logout);
    const idpClient: AuthClient = createFakeAuthClient({ user: fakeUser() });
    const element = document.createElement('portico-identity-provider');
    element.client = idpClient;
    const redirects: string[] = [];
    element.addEventListener('portico-redirect', (event) => {
      event.preventDefault();
      redirects.push(event.detail.url);
    });
    document.body.append(element);
    await user.click(await inShadow(element).findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(redirects).toEqual(['https://client.test/logged-out']));
  });

  it('mountIdentityProvider: onRedirect replaces the navigation', async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, '', logout);
    const target = place<HTMLElement>('<div></div>');
    const onRedirect = vi.fn();
    mountIdentityProvider({ element: target, client: createFakeAuthClient({ user: fakeUser() }), onRedirect });
    const element = target.querySelector('portico-identity-provider')!;
    await user.click(await inShadow(element).findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith('https://client.test/logged-out'));
  });

  describe('the authorization code stays out of DOM events', () => {
    const authorize = '/?client_id=client-test-1&redirect_uri=https%3A%2F%2Fclient.test%2Fcallback&response_type=code&scope=openid&state=state-test-1';
    const CALLBACK = 'https://client.test/callback?code=code-test-1&state=state-test-1';

    /** Consents on `<portico-identity-provider>` (signed in); `element` is set up by `setUp` first. */
    async function allow(setUp: (element: HTMLElementTagNameMap['portico-identity-provider']) => void) {
      const user = userEvent.setup();
      window.history.replaceState({}, '', authorize);
      const element = document.createElement('portico-identity-provider');
      element.client = createFakeAuthClient({ user: fakeUser() });
      setUp(element);
      document.body.append(element);
      await user.click(await inShadow(element).findByRole('button', { name: 'Allow' }));
      return element;
    }

    it("OAUTH_AUTHORIZE_FLOW_COMPLETE's redirectUri and portico-redirect's url lose the query and fragment; callbacks and onRedirect get the whole URI", async () => {
      const events = record<{ type: string; data: { redirectUri?: string } }>('portico-event');
      const redirects = record<{ url: string }>('portico-redirect');
      const onEvent = vi.fn();
      const onRedirect = vi.fn();
      await allow((element) => Object.assign(element, { callbacks: { onEvent }, onRedirect }));

      await waitFor(() => expect(redirects).toHaveLength(1));
      // Any script of the page hears these: where the browser goes, not the code it carries.
      expect(events.find((event) => event.type === 'OAUTH_AUTHORIZE_FLOW_COMPLETE')?.data).toEqual({ redirectUri: 'https://client.test/callback' });
      expect(redirects).toEqual([{ url: 'https://client.test/callback' }]);
      for (const detail of [...events, ...redirects]) expect(JSON.stringify(detail)).not.toMatch(/code-test-1|state-test-1/);
      // The host's own code: the whole URI, as Stytch's UI gives it.
      expect(onEvent).toHaveBeenCalledWith({ type: 'OAUTH_AUTHORIZE_FLOW_COMPLETE', data: { redirectUri: CALLBACK } });
      expect(onRedirect).toHaveBeenCalledWith(CALLBACK);
    });

    it('a cancelled portico-redirect stops the navigation, onRedirect included', async () => {
      const onRedirect = vi.fn();
      const heard: string[] = [];
      await allow((element) => {
        element.onRedirect = onRedirect;
        element.addEventListener('portico-redirect', (event) => {
          event.preventDefault();
          heard.push(event.detail.url);
        });
      });
      await waitFor(() => expect(heard).toEqual(['https://client.test/callback']));
      expect(onRedirect).not.toHaveBeenCalled();
    });

    it('mountIdentityProvider: onRedirect gets the whole URI, code and state', async () => {
      const user = userEvent.setup();
      window.history.replaceState({}, '', authorize);
      const target = place<HTMLElement>('<div></div>');
      const onRedirect = vi.fn();
      mountIdentityProvider({ element: target, client: createFakeAuthClient({ user: fakeUser() }), onRedirect });
      await user.click(await inShadow(target.querySelector('portico-identity-provider')!).findByRole('button', { name: 'Allow' }));
      await waitFor(() => expect(onRedirect).toHaveBeenCalledWith(CALLBACK));
    });
  });
});

describe('<portico-url-login>', () => {
  it('fires portico-done once: here, the page carried no token', async () => {
    const done = record<{ status: string }>('portico-done');
    const element = document.createElement('portico-url-login');
    element.client = client;
    document.body.append(element);
    await waitFor(() => expect(done).toEqual([expect.objectContaining({ status: 'noToken' })]));
    expect(inShadow(element).queryByRole('button', { name: /back/i })).toBeNull();
  });

  it('refuses a back-url that is not a web address (javascript:, data:): shown in place, never navigated to', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = record('portico-error');
    const element = place<HTMLElementTagNameMap['portico-url-login']>(`<portico-url-login back-url="javascript:alert(document.domain)"></portico-url-login>`);
    element.client = client;
    expect(await inShadow(element).findByRole('alert')).toHaveTextContent(
      'Error: the back-url attribute must be an http(s) URL or a path on this site, not "javascript:alert(document.domain)".',
    );
    expect(errors).toEqual([expect.objectContaining({ type: 'invalid_attribute', name: 'back-url' })]);
    expect(element.backUrl).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});

describe('<portico-passkey-registration> and <portico-reset-password>', () => {
  it('render their modes', async () => {
    const passkeys = document.createElement('portico-passkey-registration');
    passkeys.client = createFakeAuthClient();
    const reset = document.createElement('portico-reset-password');
    reset.client = createFakeAuthClient();
    reset.setAttribute('password-reset-token', 'reset-token');
    document.body.append(passkeys, reset);
    expect(
      await inShadow(passkeys).findByText('Error: Cannot use PasskeyRegistration component without active user authenticated.'),
    ).toBeInTheDocument();
    expect(await inShadow(reset).findByLabelText('New password')).toBeInTheDocument();
    expect(reset.passwordResetToken).toBe('reset-token');
  });
});

describe('mfa-options on <portico-reset-password> and <portico-identity-provider> (issue 36)', () => {
  const withApp = { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] };
  const app = JSON.stringify({ policy: 'whenEnrolled', methods: ['totp'] });
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('<portico-reset-password mfa-options>: the second factor before the login completes, winning over the config', async () => {
    const user = userEvent.setup();
    window.history.replaceState({}, '', '/reset?stytch_token_type=login&token=login-token');
    const events = record<{ type: string }>('portico-event');
    const element = document.createElement('portico-reset-password');
    element.client = createFakeAuthClient({ script: { 'magicLinks.authenticate': { ...fakeAuthenticateResult(), user: withApp } } });
    element.setAttribute('config', JSON.stringify({ mfaOptions: { policy: 'whenEnrolled', methods: ['sms'] } }));
    element.setAttribute('mfa-options', app);
    document.body.append(element);
    expect(await inShadow(element).findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeInTheDocument();
    expect(element.mfaOptions).toEqual({ policy: 'whenEnrolled', methods: ['totp'] });
    expect(events.map((event) => event.type)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
    await user.keyboard('123456');
    expect(await inShadow(element).findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(events.map((event) => event.type)).toContain('AUTHENTICATE_FLOW_COMPLETE');
  });

  it('mountResetPassword({ mfaOptions }) sets it', () => {
    const target = place<HTMLElement>('<div></div>');
    mountResetPassword({ element: target, client: createFakeAuthClient(), passwordResetToken: 't', mfaOptions: { policy: 'required', methods: ['totp'] } });
    expect(target.querySelector('portico-reset-password')!.mfaOptions).toEqual({ policy: 'required', methods: ['totp'] });
  });

  it('<portico-identity-provider mfa-options>: a one-factor session steps up before the consent; mountIdentityProvider too', async () => {
    window.history.replaceState({}, '', '/?client_id=app&redirect_uri=https%3A%2F%2Fclient.test%2Fcb&response_type=code&scope=openid');
    const element = document.createElement('portico-identity-provider');
    element.client = createFakeAuthClient({ user: withApp, sessionFactors: ['password'] });
    element.setAttribute('mfa-options', app);
    document.body.append(element);
    expect(await inShadow(element).findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeInTheDocument();
    expect(inShadow(element).queryByRole('button', { name: 'Allow' })).toBeNull();

    const target = place<HTMLElement>('<div></div>');
    mountIdentityProvider({ element: target, client: createFakeAuthClient({ user: withApp, sessionFactors: ['password'] }), mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } });
    expect(target.querySelector('portico-identity-provider')!.mfaOptions).toEqual({ policy: 'whenEnrolled', methods: ['totp'] });
  });
});

describe('<portico-second-factors>', () => {
  const appOnly = { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] };

  it('renders its mode, with mfa-options (JSON) winning over the config', async () => {
    const element = document.createElement('portico-second-factors');
    element.client = createFakeAuthClient({ user: appOnly, sessionFactors: ['otp', 'totp'] });
    element.setAttribute('config', JSON.stringify({ mfaOptions: { policy: 'whenEnrolled', methods: ['totp', 'sms'] } }));
    element.setAttribute('mfa-options', JSON.stringify({ policy: 'required', methods: ['totp'] }));
    document.body.append(element);
    expect(await inShadow(element).findByText('This app requires a second step at login: keep at least one.')).toBeInTheDocument();
    expect(inShadow(element).getByRole('button', { name: 'Remove the authenticator app' })).toBeInTheDocument();
    expect(inShadow(element).queryByRole('button', { name: 'Add phone number' })).not.toBeInTheDocument();
    expect(element.mfaOptions).toEqual({ policy: 'required', methods: ['totp'] });
  });

  it("takes the config's mfaOptions, and says so without a signed-in user", async () => {
    const element = document.createElement('portico-second-factors');
    element.client = createFakeAuthClient({ user: fakeUser() });
    element.config = { mfaOptions: { policy: 'whenEnrolled', methods: ['sms'] } };
    document.body.append(element);
    expect(await inShadow(element).findByRole('button', { name: 'Add phone number' })).toBeInTheDocument();
    expect(inShadow(element).queryByRole('button', { name: 'Add authenticator app' })).not.toBeInTheDocument();

    const nobody = document.createElement('portico-second-factors');
    nobody.client = createFakeAuthClient();
    document.body.append(nobody);
    expect(await inShadow(nobody).findByText('Error: Cannot use SecondFactors component without active user authenticated.')).toBeInTheDocument();
  });
});

describe('<portico-user-button>', () => {
  // Radix's menu is placed by floating-ui, which watches it with a ResizeObserver: jsdom has none.
  beforeEach(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  /** The button inside the element's shadow root, once the client's user has reached it. */
  const button = (element: Element) => inShadow(element).findByRole('button', { name: /^Account menu for/ });

  it('nothing while nobody is signed in; the button, inline, once someone signs in on the page', async () => {
    const element = document.createElement('portico-user-button');
    element.client = client;
    document.body.append(element);
    expect(element).toBeInstanceOf(PorticoUserButtonElement);
    expect(element.shadowRoot!.querySelector('style')!.textContent).toContain(':host{display:inline-block}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.shadowRoot!.querySelector('[data-slot="user-button"]')).toBeNull();
    client.setUser(fakeAccountUser());
    expect(await button(element)).toBeInTheDocument();
    // The element's shadow root is the only one.
    expect(element.shadowRoot!.querySelector('[data-slot="shadow-host"]')).toBeNull();
  });

  it("manage-account-url makes 'Manage account' a link; the onManageAccount property is called instead; the menu by the keyboard in the shadow root", async () => {
    const user = userEvent.setup();
    const element = place<PorticoUserButtonElement>('<portico-user-button manage-account-url="/account"></portico-user-button>');
    element.client = createFakeAuthClient({ user: fakeAccountUser() });
    const onManageAccount = vi.fn();
    element.onManageAccount = onManageAccount;
    (await button(element)).focus();
    await user.keyboard('{Enter}');
    const menu = await inShadow(element).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Manage account', 'Sign out']);
    expect(items[0]).toHaveAttribute('href', '/account');
    await waitFor(() => expect(element.shadowRoot!.activeElement).toBe(items[0]));
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(element.shadowRoot!.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(element.shadowRoot!.activeElement).toBe(items[0]));
    const clicks: boolean[] = [];
    const recordClick = (event: Event) => clicks.push(event.defaultPrevented);
    document.addEventListener('click', recordClick);
    await user.keyboard('{Enter}');
    document.removeEventListener('click', recordClick);
    expect(onManageAccount).toHaveBeenCalledTimes(1);
    // The link did not navigate; the menu closed, the focus back on the button.
    expect(clicks).toEqual([true]);
    await waitFor(() => expect(element.shadowRoot!.querySelector('[role="menu"]')).toBeNull());
    const trigger = await button(element);
    await waitFor(() => expect(element.shadowRoot!.activeElement).toBe(trigger));
    expect(element.manageAccountUrl).toBe('/account');
  });

  it('refuses a manage-account-url that is not a web address: shown in place, never a link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = record('portico-error');
    const element = place<PorticoUserButtonElement>('<portico-user-button manage-account-url="javascript:alert(1)"></portico-user-button>');
    element.client = createFakeAuthClient({ user: fakeAccountUser() });
    expect(await inShadow(element).findByRole('alert')).toHaveTextContent('Error: the manage-account-url attribute must be an http(s) URL or a path on this site');
    expect(errors).toEqual([expect.objectContaining({ type: 'invalid_attribute', name: 'manage-account-url' })]);
    vi.mocked(console.error).mockRestore();
  });

  it("'Sign out' fires portico-signed-out with no credential in it; mountUserButton's onSignedOut hears it", async () => {
    const user = userEvent.setup();
    const signedOut = record('portico-signed-out');
    const onSignedOut = vi.fn();
    const target = place<HTMLDivElement>('<div id="account-button"></div>');
    const unmount = mountUserButton({ elementId: 'account-button', client: createFakeAuthClient({ user: fakeAccountUser() }), onSignedOut });
    const element = target.querySelector('portico-user-button')!;
    (await button(element)).focus();
    await user.keyboard('{Enter}');
    const menu = await inShadow(element).findByRole('menu');
    await waitFor(() => expect(element.shadowRoot!.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
    await user.keyboard('{End}');
    await waitFor(() => expect(element.shadowRoot!.activeElement).toHaveTextContent('Sign out'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(signedOut).toEqual([{}]);
    await waitFor(() => expect(element.shadowRoot!.querySelector('[data-slot="user-button-trigger"]')).toBeNull());
    unmount();
    expect(target.querySelector('portico-user-button')).toBeNull();
  });
});

/**
 * The account protocol's server (createAccountHandler), as `fetch` answers it here: Ada's two
 * sessions, and deleting her. Records each request (method, path, the Authorization header).
 */
function accountServer() {
  const requests: Array<{ method: string; path: string; authorization: string | null }> = [];
  const sessions = [
    { sessionId: 'session-test-1', current: true, startedAt: '2026-11-28T09:00:00Z', lastAccessedAt: '2026-11-28T12:00:00Z', expiresAt: '2026-11-28T13:00:00Z', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', ipAddress: '203.0.113.7' },
    { sessionId: 'session-test-2', current: false, startedAt: '2026-11-20T18:00:00Z', lastAccessedAt: '2026-11-27T21:30:00Z', expiresAt: '2026-11-28T21:30:00Z', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', ipAddress: '198.51.100.23' },
  ];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname, authorization: new Headers(init?.headers).get('Authorization') });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (method === 'GET' && url.pathname === '/api/account/sessions') return json({ sessions });
    if (method === 'DELETE' && url.pathname === '/api/account/user') return json({});
    return new Response(JSON.stringify({ status_code: 404, error_type: 'route_not_found', error_message: 'No.' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

describe('<portico-account>', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A session with both of Ada's categories (her email's code, an authenticator app's): nothing asks for a step-up. */
  const ada = () => createFakeAuthClient({ user: fakeAccountUser(), sessionFactors: ['otp', 'totp'] });

  it('renders the account in its shadow root; backend-url is the host server (devices, delete account), providers a JSON list, mfa-options JSON', async () => {
    const { requests } = accountServer();
    const element = place<PorticoAccountElement>(
      `<portico-account backend-url="/api/account" providers='["google", "github"]' mfa-options='{"policy": "whenEnrolled", "methods": ["totp"]}'></portico-account>`,
    );
    element.client = ada();
    expect(element).toBeInstanceOf(PorticoAccountElement);
    const devices = await inShadow(element).findByRole('list', { name: 'Devices' });
    await waitFor(() =>
      expect(within(devices).getAllByRole('listitem').map((row) => row.querySelector('[data-slot="account-list-row-label"]')?.textContent)).toEqual([
        'Chrome on macOS',
        'Safari on iOS',
      ]),
    );
    expect(requests).toEqual([{ method: 'GET', path: '/api/account/sessions', authorization: 'Bearer session-jwt-test-1' }]);
    expect(inShadow(element).getByRole('region', { name: 'Delete account' })).toBeInTheDocument();
    // providers: GitHub is linked already; Google may be.
    expect(inShadow(element).getByRole('button', { name: 'Link Google' })).toBeInTheDocument();
    expect(inShadow(element).queryByRole('button', { name: 'Link GitHub' })).toBeNull();
    // mfa-options: the two-step section offers the authenticator app only.
    const twoStep = inShadow(element).getByRole('region', { name: 'Two-step verification' });
    expect(within(twoStep).queryByRole('button', { name: 'Add phone number' })).toBeNull();
    expect(element.providers).toEqual(['google', 'github']);
    expect(element.backendUrl).toBe('/api/account');
    // The element's shadow root is the only one.
    expect(element.shadowRoot!.querySelector('[data-slot="shadow-host"]')).toBeNull();
  });

  it('without backend-url: no devices and no deleting the account', async () => {
    const element = document.createElement('portico-account');
    element.client = ada();
    document.body.append(element);
    expect(await inShadow(element).findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(inShadow(element).queryByRole('region', { name: 'Devices' })).toBeNull();
    expect(inShadow(element).queryByRole('region', { name: 'Delete account' })).toBeNull();
  });

  it.each([
    ['backend-url', 'javascript:alert(1)', 'Error: the backend-url attribute must be an http(s) URL or a path on this site'],
    ['providers', '{"google": true}', 'Error: the providers attribute must be a JSON list of strings'],
    ['providers', '["google", 3]', 'Error: the providers attribute must be a JSON list of strings (e.g. ["google", "github"]), not a list with something else in it.'],
    ['link-redirect-url', 'data:text/html,hi', 'Error: the link-redirect-url attribute must be an http(s) URL or a path on this site'],
  ])('refuses a %s of %s in place (portico-error), never calling it', async (attribute, value, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = record('portico-error');
    const element = document.createElement('portico-account');
    element.setAttribute(attribute, value);
    element.client = ada();
    document.body.append(element);
    expect(await inShadow(element).findByRole('alert')).toHaveTextContent(message);
    expect(errors).toEqual([expect.objectContaining({ type: 'invalid_attribute', name: attribute })]);
    vi.mocked(console.error).mockRestore();
  });

  it("deleting the account fires portico-signed-out { reason: 'deleted' }, nothing of the session in it; mountAccount's onSignedOut hears it", async () => {
    const { requests } = accountServer();
    const signedOut = record('portico-signed-out');
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    const target = place<HTMLDivElement>('<div id="account"></div>');
    const client = ada();
    const unmount = mountAccount({ elementId: 'account', client, backendUrl: '/api/account', onSignedOut });
    const element = target.querySelector('portico-account')!;
    const field = await inShadow(element).findByRole('textbox', { name: 'To confirm, type ada@example.com' });
    await user.type(field, 'ada@example.com{Enter}');
    expect(await inShadow(element).findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ method: 'DELETE', path: '/api/account/user', authorization: 'Bearer session-jwt-test-1' });
    expect(client.callsTo('session.revoke')).toHaveLength(1);
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith({ reason: 'deleted' }));
    expect(signedOut).toEqual([{ reason: 'deleted' }]);
    unmount();
    expect(target.querySelector('portico-account')).toBeNull();
  });
});

describe("<portico-user-button>'s 'Manage account' in a dialog", () => {
  beforeEach(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without manage-account-url: the account in a modal dialog inside the element\'s shadow root, with backend-url; Escape back to the button', async () => {
    accountServer();
    const user = userEvent.setup();
    const element = place<PorticoUserButtonElement>('<portico-user-button backend-url="/api/account"></portico-user-button>');
    element.client = createFakeAuthClient({ user: fakeAccountUser(), sessionFactors: ['otp', 'totp'] });
    const trigger = await inShadow(element).findByRole('button', { name: /^Account menu for/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(element.shadowRoot!.activeElement).toHaveTextContent('Manage account'));
    await user.keyboard('{Enter}');
    const dialog = await inShadow(element).findByRole('dialog', { name: 'Manage account' });
    await waitFor(() => expect(element.shadowRoot!.activeElement).toBe(dialog.querySelector('[data-slot="account-dialog-title"]')));
    expect(await within(dialog).findByRole('region', { name: 'Devices' })).toBeInTheDocument();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(element.shadowRoot!.querySelector('[role="dialog"]')).toBeNull());
    await waitFor(() => expect(element.shadowRoot!.activeElement).toBe(trigger));
  });
});

