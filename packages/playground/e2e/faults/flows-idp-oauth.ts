import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { authorizeUrl, uniqueEmail } from '@portico/testing';
import { CLIENT_PAGE_TEXT, CONNECTED_APP_CALLBACK, CONNECTED_APP_CLIENT, handOverTrustedToken, passwordLogInHere, stubConnectedAppClient, THIRD_PARTY_APP } from '../support';
import { REQUEST_TIMEOUT_MS, type EmulatorApi, type FaultFlow, type FlowContext } from './matrix';
import { tag } from '../tags';

/**
 * The identity-provider mode (consent and logout pages), the trusted-auth-token attest, social
 * sign-in and Google One Tap under faults, against the fault emulator (whose connected apps are
 * playwright.config.ts's `e2eEmulatorSettings`, as for identity-provider.spec.ts).
 */

const PASSWORD = 'violet tangerine lighthouse 42';
const FIRST_PARTY = 'connected-app-test-portico-console';

const configPath = (config: unknown) => `/?config=${encodeURIComponent(JSON.stringify(config))}`;


function authorizePath(state: string, clientId = THIRD_PARTY_APP): string {
  return authorizeUrl({ clientId, redirectUri: CONNECTED_APP_CALLBACK, state });
}

const logoutPath = (state: string) =>
  `/oauth/logout?${new URLSearchParams({ client_id: THIRD_PARTY_APP, post_logout_redirect_uri: `${CONNECTED_APP_CLIENT}/`, state })}`;

/** The query `open` adds, for the pages a flow reaches with `page.goto` (a fragment must come last). */
const emulatorQuery = (emulator: EmulatorApi) => `emulator=${encodeURIComponent(emulator.url)}&requestTimeoutMs=${REQUEST_TIMEOUT_MS}`;

/** A password login in the widget on the page. */
const logInHere = (page: Page, email: string) => passwordLogInHere(page, email, PASSWORD);

const consentHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in to Portico Demo App with Portico Playground' });
/** The generic error screen's message (spec §8: IDP preflight errors show in the generic error screen). */
const errorScreenMessage = (page: Page) => page.locator('[data-slot="error-screen"] [role="alert"]');

/** A signed-in user at the third-party app's consent (the authorize page, logged in there). */
async function toConsent({ page, open, emulator }: FlowContext, label: string, state: string) {
  const email = uniqueEmail(label);
  await emulator.seedUser({ email, password: PASSWORD });
  await stubConnectedAppClient(page);
  await open(authorizePath(state));
  await expect(page.getByText('No active session detected. Please log in to continue.')).toBeVisible();
  await logInHere(page, email);
  await expect(consentHeading(page)).toBeVisible();
  return email;
}

/**
 * IDP consent: the preflight (`idp/oauth/authorize/start`), made when the authorize page opens
 * with a session; `act` reloads the page. Its error is the server's, in the generic error screen
 * (spec §8).
 */
export const idpConsentPreflight: FaultFlow = {
  name: 'IDP consent: the preflight',
  tag: tag('idp-consent'),
  endpoint: { path: '/sdk/v1/idp/oauth/authorize/start', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    await toConsent(context, 'fault-idp-preflight', 'state-preflight');
    return {
      act: () => page.reload().then(() => undefined),
      errorIn: errorScreenMessage(page),
      succeeded: async () => {
        await expect(consentHeading(page)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Allow' })).toBeEnabled();
      },
    };
  },
};

/** IDP consent: Allow (`idp/oauth/authorize/submit` with consent): the error shows on the consent, which stays. */
export const idpConsentAllow: FaultFlow = {
  name: 'IDP consent: Allow',
  tag: tag('idp-consent'),
  endpoint: { path: '/sdk/v1/idp/oauth/authorize/submit', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    await toConsent(context, 'fault-idp-allow', 'state-allow');
    return {
      act: () => page.getByRole('button', { name: 'Allow' }).click(),
      errorIn: page.locator('[data-slot="idp-consent-screen"] [role="alert"]'),
      succeeded: async () => {
        await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);
        const callback = new URL(page.url());
        expect(callback.searchParams.get('state')).toBe('state-allow');
        expect(callback.searchParams.get('code')).toBeTruthy();
      },
    };
  },
};

/**
 * IDP consent: the automatic submit of a first-party app, which asks for no consent
 * (`idp/oauth/authorize/submit` right after the preflight). `act` opens the authorize page again,
 * as the app sends the user there again; the error is the generic error screen's, as for the
 * preflight (nothing on the page to retry from).
 */
export const idpConsentAutoSubmit: FaultFlow = {
  name: 'IDP consent: the automatic submit (first-party app)',
  tag: tag('idp-consent'),
  endpoint: { path: '/sdk/v1/idp/oauth/authorize/submit', method: 'POST' },
  async prepare({ page, open, emulator }) {
    const email = uniqueEmail('fault-idp-first');
    await emulator.seedUser({ email, password: PASSWORD });
    await stubConnectedAppClient(page);
    const path = authorizePath('state-first', FIRST_PARTY);
    await open(path);
    await logInHere(page, email);
    // Signed in, the page submits at once and the browser goes to the app.
    await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);
    return {
      act: () => page.goto(`${path}&${emulatorQuery(emulator)}`).then(() => undefined),
      errorIn: errorScreenMessage(page),
      succeeded: async () => {
        await page.waitForURL(/^http:\/\/localhost:5173\/oauth\/callback/);
        const callback = new URL(page.url());
        expect(callback.searchParams.get('state')).toBe('state-first');
        expect(callback.searchParams.get('code')).toBeTruthy();
      },
    };
  },
};

/** A signed-in user (on the fault emulator), then the logout page of the third-party app. */
async function toLogoutPage({ page, open, emulator }: FlowContext, label: string, state: string) {
  const email = uniqueEmail(label);
  await emulator.seedUser({ email, password: PASSWORD });
  await stubConnectedAppClient(page);
  await open('/');
  await logInHere(page, email);
  await expect(page.getByTestId('session-identity')).toHaveText(email);
  await open(logoutPath(state));
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  return email;
}

/** IDP logout: the preflight (`oauth/logout/start`), made when the logout page opens; `act` reloads it. */
export const idpLogoutPreflight: FaultFlow = {
  name: 'IDP logout: the preflight',
  tag: tag('idp-logout'),
  endpoint: { path: '/sdk/v1/oauth/logout/start', method: 'POST' },
  async prepare(context) {
    const { page } = context;
    await toLogoutPage(context, 'fault-idp-logout-start', 'bye-preflight');
    return {
      act: () => page.reload().then(() => undefined),
      errorIn: errorScreenMessage(page),
      succeeded: async () => {
        await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Yes' })).toBeEnabled();
      },
    };
  },
};

/**
 * IDP logout: Yes on the confirmation, which revokes the session (`sessions/revoke`) and sends the
 * browser to the client's post-logout page. Each `act` opens the logout page again (the previous
 * Yes left it) and answers Yes.
 *
 * What a failed revoke must show: spec §4 'IDP logout' says "Yes revokes the session (forced
 * clear, errors ignored) and redirects" (Stytch's IdentityProvider does the same): the user asked
 * to log out and is logged out here whatever the server answered, so no message; the outcome is
 * the client's post-logout page, with the `state` it sent. That page is therefore this flow's
 * "error place", and `messageFor` its text. The retry checks the local session is gone too.
 */
export const idpLogoutYes: FaultFlow = {
  name: 'IDP logout: Yes',
  tag: tag('idp-logout'),
  endpoint: { path: '/sdk/v1/sessions/revoke', method: 'POST' },
  async prepare(context) {
    const { page, emulator } = context;
    await toLogoutPage(context, 'fault-idp-logout-yes', 'bye-yes');
    const logoutUrl = `${logoutPath('bye-yes')}&${emulatorQuery(emulator)}`;
    return {
      act: async () => {
        if (!page.url().includes('/oauth/logout')) {
          await page.goto(logoutUrl);
          await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
        }
        await page.getByRole('button', { name: 'Yes' }).click();
      },
      errorIn: page.locator('[data-testid="client-page"]'),
      messageFor: () => CLIENT_PAGE_TEXT,
      succeeded: async () => {
        await page.waitForURL(`${CONNECTED_APP_CLIENT}/?state=bye-yes`);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
        await expect(page.getByTestId('session-panel')).toHaveCount(0);
      },
    };
  },
};

/**
 * Session: the identity-provider page exchanges a trusted auth token for a session
 * (`sessions/attest`), handed over as a host's backend would (handOverTrustedToken). Each `act` is a new hand-over: a token minted on the fault
 * emulator, and the page opened with it (a new `state`, so the browser loads the page). A failed
 * attest leaves the mode on the generic error screen, with the server's message.
 */
export const sessionAttest: FaultFlow = {
  name: 'Session: attest a trusted auth token',
  tag: tag('idp-consent'),
  endpoint: { path: '/sdk/v1/sessions/attest', method: 'POST' },
  async prepare({ page, request, emulator }) {
    await stubConnectedAppClient(page);
    const email = uniqueEmail('fault-attest');
    let attempt = 0;
    return {
      act: async () => {
        attempt += 1;
        const minted = await request.post(`${emulator.url}/emulator/trusted-tokens`, { data: { email } });
        expect(minted.status(), await minted.text()).toBe(201);
        const { token, profile_id } = (await minted.json()) as { token: string; profile_id: string };
        await handOverTrustedToken(page, token, profile_id);
        await page.goto(`${authorizePath(`attest-${attempt}`)}&${emulatorQuery(emulator)}`);
      },
      errorIn: errorScreenMessage(page),
      succeeded: async () => {
        await expect(consentHeading(page)).toBeVisible();
        await expect(page.getByTestId('session-identity')).toHaveText(email);
      },
    };
  },
};

/**
 * OAuth: the social sign-in's start is no request: `oauth.<provider>.start()` of
 * @stytch/vanilla-js awaits the bootstrap it already has, logs telemetry (fire and forget) and
 * sets `window.location.href` to the emulator's `/v1/public/oauth/<provider>/start`; a fault
 * there is the browser's page (the emulator's JSON, or Chromium's error page), never the
 * widget's. The widget's request of social sign-in is the redirect page's: when the provider
 * sends the user back to /authenticate, it exchanges the URL's token (`oauth/authenticate`).
 * That is the request faulted here: `act` is the user's Continue on the stand-in provider page,
 * and the error is the redirect page's error screen. A token is spent once, so from the second
 * time the user starts again from the sign-in page (the playground's 'Go back' shows its default
 * config, whose redirect page would not have the short timeout), logging out first if a
 * request the widget had given up on signed them in after all (@stytch/vanilla-js cannot cancel it).
 */
export const oauthFinish: FaultFlow = {
  name: 'OAuth: finish the sign-in',
  tag: [tag('oauth'), tag('url-login')],
  endpoint: { path: '/sdk/v1/oauth/authenticate', method: 'POST' },
  async prepare({ page, open, baseURL }) {
    // The redirect page is opened by the provider, so it gets the short timeout from the redirect URL.
    const back = `${baseURL}/authenticate?requestTimeoutMs=${REQUEST_TIMEOUT_MS}`;
    const signInPage = configPath({
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'github' }], loginRedirectURL: back, signupRedirectURL: `${back}&signup=1` },
      emailMagicLinksOptions: { loginRedirectURL: `${baseURL}/authenticate`, signupRedirectURL: `${baseURL}/authenticate` },
    });
    const email = uniqueEmail('fault-oauth');
    const providerHeading = page.getByRole('heading', { name: 'Sign in with GitHub' });
    const toProvider = async () => {
      await open(signInPage);
      const logOut = page.getByRole('button', { name: 'Log out' });
      const github = page.getByRole('button', { name: 'Continue with GitHub' });
      await expect(github.or(logOut)).toBeVisible();
      if (await logOut.isVisible()) {
        await logOut.click();
        await expect(page.getByTestId('session-panel')).toHaveCount(0);
      }
      await github.click();
      await expect(providerHeading).toBeVisible();
      await page.getByRole('radio', { name: 'Another email address' }).check();
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    };
    await toProvider();
    return {
      act: async () => {
        if (!(await providerHeading.isVisible())) await toProvider();
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
      },
      errorIn: errorScreenMessage(page),
      succeeded: async () => {
        await expect(page.getByTestId('session-identity')).toHaveText(email);
        await expect(page).not.toHaveURL(/token=/);
      },
    };
  },
};

/**
 * One Tap's start is `oneTapStart` of Stytch's clientside-services frame, which the emulator's
 * stand-in frame relays to `POST /emulator/clientside-services/rpc`. The emulator never faults
 * `/emulator/*` (nor accepts a fault whose path starts with it), so the fault is registered under
 * a pattern it accepts but never applies (`*\/clientside-services/rpc`), and this route applies it
 * in the browser instead, as the emulator would: the first `oneTapStart` call while the fault is
 * listed takes it (removes it: it is spent) and gets its error envelope, its truncated body, a
 * reset connection, or its delay. Other calls of the frame pass.
 */
const ONE_TAP_RPC_FAULT = '*/clientside-services/rpc';

async function applyOneTapFaults(page: Page, request: APIRequestContext, emulator: EmulatorApi): Promise<void> {
  await page.route(`${emulator.url}/emulator/clientside-services/rpc`, async (route: Route) => {
    const call = route.request().postDataJSON() as { method?: string } | null;
    const listed = call?.method === 'oneTapStart' ? await request.get(`${emulator.url}/emulator/faults`) : null;
    const faults = listed ? ((await listed.json()) as { faults: OneTapFault[] }).faults : [];
    const fault = faults.find((candidate) => candidate.path === ONE_TAP_RPC_FAULT);
    if (!fault) return route.continue();
    await request.delete(`${emulator.url}/emulator/faults/${fault.id}`);
    switch (fault.mode) {
      case 'error':
        return route.fulfill({
          status: fault.status,
          contentType: 'application/json',
          body: JSON.stringify({
            status_code: fault.status,
            request_id: `request-id-test-${fault.id}`,
            error_type: fault.error_type,
            error_message: fault.error_message,
            error_url: `https://stytch.com/docs/api/errors/${fault.status}`,
          }),
        });
      case 'malformed':
        return route.fulfill({ status: 200, contentType: 'text/plain', body: '{"data": {"status_code": 200, "request_id": "request-id-test-' });
      case 'drop':
        return route.abort('connectionreset');
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.delay_ms ?? 0));
        // The page may be gone by then (reloaded, or the test over).
        return route.continue().catch(() => undefined);
    }
  });
}

interface OneTapFault {
  id: string;
  path: string;
  mode: 'error' | 'malformed' | 'drop' | 'delay';
  status: number;
  error_type: string;
  error_message: string;
  delay_ms: number | null;
}

/**
 * One Tap: start. The login widget starts One Tap when Main shows (`oneTapStart`, then Google's
 * prompt), embedded in Main (a browser without FedCM, as in one-tap.spec.ts); `act` reloads the
 * page. Google's script is the fault emulator's stand-in (the playground's own worker routes it
 * there too).
 *
 * What a failed start must show (our decision, from the spec): the prompt cannot show, so, as for
 * spec §4's One Tap error states ("Cancelling it, or an origin not allowed, hides it"), the area
 * goes and Main shows the Google button in its place, and the widget says why above the buttons,
 * where One Tap's other errors go (social-login.tsx: "A start or One Tap that fails says why above
 * the buttons"). A server failure is none of §4's configuration errors, so its message is the
 * fault's own (spec §8: server errors show their catalog or server message), the defaults. And a
 * start that does not answer must end with the widget's request timeout, like every call, not
 * leave the area's spinner running.
 */
export const oneTapStart: FaultFlow = {
  name: 'One Tap: start',
  tag: tag('one-tap'),
  endpoint: { path: ONE_TAP_RPC_FAULT, method: 'POST' },
  async prepare({ page, request, open, emulator, baseURL }) {
    await page.addInitScript(() => {
      delete (window as { IdentityCredential?: unknown }).IdentityCredential;
    });
    const script = await (await request.get(`${emulator.url}/emulator/gsi/client`)).text();
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
    );
    await applyOneTapFaults(page, request, emulator);
    const back = `${baseURL}/authenticate?requestTimeoutMs=${REQUEST_TIMEOUT_MS}`;
    await open(
      configPath({
        products: ['oauth', 'emailMagicLinks'],
        oauthOptions: {
          providers: [{ type: 'google', one_tap: true, position: 'embedded' }, { type: 'github' }],
          loginRedirectURL: back,
          signupRedirectURL: `${back}&signup=1`,
        },
        emailMagicLinksOptions: { loginRedirectURL: `${baseURL}/authenticate`, signupRedirectURL: `${baseURL}/authenticate` },
      }),
    );
    const prompt = page.locator('[data-slot="one-tap-area"] iframe[title="Sign in with Google"]');
    await expect(prompt).toBeVisible();
    const socialLogin = page.locator('[data-slot="social-login"]');
    return {
      act: () => page.reload().then(() => undefined),
      // The alert above the buttons, beside the Google button the prompt falls back to.
      errorIn: socialLogin.filter({ has: page.getByRole('button', { name: 'Continue with Google' }) }).locator('[role="alert"]'),
      succeeded: async () => {
        await expect(prompt).toBeVisible();
        await expect(socialLogin.locator('[role="alert"]')).toHaveCount(0);
      },
    };
  },
};

export const idpOAuthFlows: FaultFlow[] = [
  idpConsentPreflight,
  idpConsentAllow,
  idpConsentAutoSubmit,
  idpLogoutPreflight,
  idpLogoutYes,
  sessionAttest,
  oauthFinish,
  oneTapStart,
];
