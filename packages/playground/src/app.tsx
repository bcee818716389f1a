import { readIdpParams } from '@portico/core';
import { IdentityProviderWidget, LoginWidget, PasskeyRegistrationWidget, ResetPasswordWidget, SecondFactorsWidget } from '@portico/ui';
import { UserButton } from '@portico/ui/user-button';
import type { User } from '@stytch/vanilla-js/headless';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { AccountPage } from './account-page';
import { ACCOUNT_API_PATH, accountApi } from './account-backend';
import { configFromUrl, wantsOneTap, type PresetId } from './config';
import { browserEmulator, emulatorUrl } from './env';
import { SessionPanel } from './session-panel';
import { stytch } from './stytch';
import { DARK_PRESENTATION, useDarkMode } from './theme';
import { presetHref, Toolbar } from './toolbar';
import { UrlLogin } from './url-login';

// The demo OIDC client (openid-client) only loads on its own pages.
const DemoClient = lazy(() => import('./demo-client'));

/** Where the playground's "backend" leaves a trusted auth token for the identity-provider page. */
const TRUSTED_TOKEN_KEY = 'portico-playground:trusted-auth-token';
const trustedToken = pageFromLocation() === 'identity-provider' ? takeTrustedToken() : null;
/** `?shadow=1`: every widget renders in its own shadow root (`enableShadowDOM`: the config's, or the IDP widget's prop). */
const shadow = new URLSearchParams(window.location.search).get('shadow') === '1';
/**
 * `?requestTimeoutMs=<ms>`: how long every widget waits for the auth provider before it says the
 * server is taking too long (30 s by default; the fault tests shorten it).
 */
const requestTimeoutMs = Number(new URLSearchParams(window.location.search).get('requestTimeoutMs'));
const timeout = Number.isInteger(requestTimeoutMs) && requestTimeoutMs > 0 ? { requestTimeoutMs } : {};
/**
 * `?locale=<BCP 47>` (e.g. `ar`, `ja`, `de-AT`, the pseudo-locales `en-XA` and `ar-XB`) and
 * `?dir=rtl|ltr`: every widget's language and direction (without them, the page's `<html lang>`).
 */
const languageParams = new URLSearchParams(window.location.search);
const localeParam = languageParams.get('locale');
const dirParam = languageParams.get('dir');
const language: { locale?: string; dir?: 'ltr' | 'rtl' } = {
  ...(localeParam && { locale: localeParam }),
  ...((dirParam === 'rtl' || dirParam === 'ltr') && { dir: dirParam as 'ltr' | 'rtl' }),
};
/** main.tsx routed Google's One Tap script to the emulator for this page's first config (the in-page emulator routes it itself). */
const oneTapRouted = browserEmulator || wantsOneTap(configFromUrl(window.location).config);

function useStytchUser(): User | null {
  const [user, setUser] = useState<User | null>(() => stytch.user.getSync());
  useEffect(() => stytch.user.onChange((next) => setUser(next)), []);
  return user;
}

/** The id of Stytch's session on the page, as it changes. */
function useSessionId(): string | null {
  const [id, setId] = useState(() => stytch.session.getSync()?.session_id ?? null);
  useEffect(() => stytch.session.onChange((session) => setId(session?.session_id ?? null)), []);
  return id;
}

type Page = 'login' | 'reset-password' | 'url-login' | 'passkeys' | 'second-factors' | 'account' | 'identity-provider' | 'demo-client' | 'demo-callback';

/** Which page the address is: a reset link, a magic-link (or OAuth) link, passkeys, second factors, the account, or the login page. */
function pageFromLocation(): Page {
  if (window.location.pathname.startsWith('/reset-password')) return 'reset-password';
  if (window.location.pathname.startsWith('/passkeys')) return 'passkeys';
  if (window.location.pathname.startsWith('/second-factors')) return 'second-factors';
  if (/^\/account\/?$/.test(window.location.pathname)) return 'account';
  // The identity-provider mode: the emulator's connected apps send their users here.
  if (/^\/oauth\/(authorize|logout)\/?$/.test(window.location.pathname)) return 'identity-provider';
  // The demo third-party app, and where the identity provider sends its authorization code.
  if (/^\/oauth\/demo\/?$/.test(window.location.pathname)) return 'demo-client';
  if (/^\/oauth\/callback\/?$/.test(window.location.pathname)) return 'demo-callback';
  // A token to spend, or a provider's error (a cancelled social sign-in) for the redirect page to show.
  const type = new URLSearchParams(window.location.search).get('stytch_token_type');
  return type === 'oauth' || type === 'magic_links' ? 'url-login' : 'login';
}

export function App() {
  const [chosen, setChosen] = useState(() => configFromUrl(window.location));
  const { config, error, preset } = chosen;
  const [dark, setDark] = useDarkMode();
  const look = dark ? { presentation: DARK_PRESENTATION } : {};
  const user = useStytchUser();
  const sessionId = useSessionId();
  /**
   * The session whose login completed on this page (`AUTHENTICATE_FLOW_COMPLETE`, or the redirect
   * page's `onDone`), as a host following docs/mfa.md knows it: a login's first factor makes
   * Stytch's session the page's before the second factor, which the page must not treat as signed
   * in yet. A session the page found when it loaded counts as completed (a reload cannot tell; a
   * host that must know checks the session's factors on its server).
   */
  const [completedSession, setCompletedSession] = useState(() => stytch.session.getSync()?.session_id ?? null);
  const completeLogin = useCallback(() => setCompletedSession(stytch.session.getSync()?.session_id ?? null), []);
  const loginCallbacks = useMemo(
    () => ({ onEvent: (event: { type: string }) => event.type === 'AUTHENTICATE_FLOW_COMPLETE' && completeLogin() }),
    [completeLogin],
  );
  const [page, setPage] = useState<Page>(pageFromLocation);
  // A reload with a live session shows the session; a login in this page keeps its widget.
  const [showWidget, setShowWidget] = useState(() => stytch.session.getSync() === null);
  const [widgetKey, setWidgetKey] = useState(0);
  // 'Hide the widget': unmounts it, as a host's route change would (mid-request, say).
  const [hidden, setHidden] = useState(false);
  const sessionDurationMinutes = config?.sessionOptions?.sessionDurationMinutes ?? 30;
  // Back on the login page, a preset chosen other than the default stays in the address.
  const home = preset && preset !== 'everything' ? presetHref(preset, '') : '/';
  const toLoginPage = useCallback(() => {
    window.history.replaceState(null, '', home);
    setPage('login');
    setShowWidget(false);
  }, [home]);
  const toLoginWidget = useCallback(() => {
    window.history.replaceState(null, '', home);
    setPage('login');
    setShowWidget(true);
  }, [home]);
  /** A preset: the login widget again, with that config, at an address to share. */
  const choosePreset = useCallback((_: PresetId, href: string) => {
    const next = configFromUrl(new URL(href, window.location.origin));
    // Google's One Tap script is routed to the emulator only when the page loads.
    if (!oneTapRouted && wantsOneTap(next.config)) {
      window.location.assign(href);
      return;
    }
    window.history.pushState(null, '', href);
    setChosen(next);
    setPage('login');
    setHidden(false);
    setShowWidget(true);
    setWidgetKey((key) => key + 1);
  }, []);
  // Back and forward between presets (and pages) follow the address.
  useEffect(() => {
    const onPopState = () => {
      setChosen(configFromUrl(window.location));
      setPage(pageFromLocation());
      setWidgetKey((key) => key + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  let widget = null;
  if (error) {
    widget = (
      <p role="alert" className="panel">
        {error}
      </p>
    );
  } else if (page === 'reset-password') {
    // The config's mfaOptions: the second factor before the reset's login completes.
    widget = (
      <ResetPasswordWidget
        client={stytch}
        {...timeout}
        {...language}
        {...look}
        config={{ ...config, enableShadowDOM: shadow }}
        {...(config?.mfaOptions && { mfaOptions: config.mfaOptions })}
      />
    );
  } else if (page === 'passkeys') {
    // The passkey-registration mode: the signed-in user's passkeys (or the spec's no-user error).
    widget = (
      <PasskeyRegistrationWidget
        client={stytch}
        {...timeout} {...language}
        {...look}
        config={{ ...config, enableShadowDOM: shadow }}
        callbacks={{
          onEvent: (event) => {
            if (event.type === 'PASSKEY_DONE') toLoginPage();
          },
          // Spec §8: failures to load or delete passkeys are only logged, through the host's handler.
          onError: (error) => console.error(`[portico] ${error.type}: ${error.message}`),
        }}
      />
    );
  } else if (page === 'second-factors') {
    // The second-factors mode: the signed-in user's authenticator app, phone numbers and recovery
    // codes, with the config's mfaOptions (`?config=`); without a user, the mode's own error.
    widget = (
      <SecondFactorsWidget
        client={stytch}
        {...timeout} {...language}
        {...look}
        enableShadowDOM={shadow}
        {...(config?.mfaOptions && { mfaOptions: config.mfaOptions })}
        sessionDurationMinutes={sessionDurationMinutes}
        {...(config?.otpOptions?.expirationMinutes !== undefined && { otpExpirationMinutes: config.otpOptions.expirationMinutes })}
        callbacks={{ onError: (error) => console.error(`[portico] ${error.type}: ${error.message}`) }}
      />
    );
  } else if (page === 'account') {
    // The signed-in user's account (issue 37): <AccountWidget> with the server's account API as its
    // backend where this page has one, the config's mfaOptions and social providers; a social
    // login linked from it comes back here and is finished first (the redirect page's widget).
    const mfa = {
      ...(config?.mfaOptions && { mfaOptions: config.mfaOptions }),
      ...(config?.otpOptions?.expirationMinutes !== undefined && { otpExpirationMinutes: config.otpOptions.expirationMinutes }),
    };
    widget = (
      <AccountPage
        account={{
          ...timeout,
          ...language,
          ...look,
          ...mfa,
          enableShadowDOM: shadow,
          providers: config?.oauthOptions?.providers.map((provider) => provider.type) ?? [],
          sessionDurationMinutes,
        }}
        finishLink={{ sessionDurationMinutes, ...mfa, ...timeout, ...look }}
      />
    );
  } else if (page === 'identity-provider') {
    // Authorize needs a session. As a host would compose them: with none, the mode's own message
    // ('No active session detected…') beside the login widget; once logged in, the mode again
    // (remounted), now with the consent. Logout needs none. A trusted auth token the playground's
    // "backend" handed over (takeTrustedToken) is exchanged for a session by the mode itself. The
    // config's mfaOptions: a session short of them steps up before the app gets a code.
    const logout = readIdpParams(window.location.search).mode === 'logout';
    const idp = {
      ...(config?.mfaOptions && { mfaOptions: config.mfaOptions }),
      ...(config?.otpOptions?.expirationMinutes !== undefined && { otpExpirationMinutes: config.otpOptions.expirationMinutes }),
    };
    widget = trustedToken ? (
      <IdentityProviderWidget client={stytch} {...timeout} {...language} {...look} {...idp} enableShadowDOM={shadow} authTokenParams={trustedToken} />
    ) : user || logout ? (
      <IdentityProviderWidget key="session" client={stytch} {...timeout} {...language} {...look} {...idp} enableShadowDOM={shadow} />
    ) : (
      <>
        <IdentityProviderWidget key="no-session" client={stytch} {...timeout} {...language} {...look} {...idp} enableShadowDOM={shadow} />
        {config && <LoginWidget client={stytch} {...timeout} {...language} {...look} config={{ ...config, enableShadowDOM: shadow }} />}
      </>
    );
  } else if (page === 'demo-client' || page === 'demo-callback') {
    widget = (
      <Suspense fallback={<p role="status">Loading the demo app…</p>}>
        <DemoClient callback={page === 'demo-callback'} />
      </Suspense>
    );
  } else if (page === 'url-login') {
    widget = (
      <UrlLogin
        sessionDurationMinutes={sessionDurationMinutes}
        {...(config?.mfaOptions && { mfaOptions: config.mfaOptions })}
        {...(config?.otpOptions?.expirationMinutes !== undefined && { otpExpirationMinutes: config.otpOptions.expirationMinutes })}
        onDone={() => {
          completeLogin();
          toLoginPage();
        }}
        onStayed={completeLogin}
        onBack={toLoginWidget}
        {...timeout} {...language}
        {...look}
      />
    );
  } else if (showWidget && config) {
    widget = (
      <LoginWidget
        key={widgetKey}
        client={stytch}
        {...timeout} {...language}
        {...look}
        config={{ ...config, enableShadowDOM: shadow }}
        callbacks={loginCallbacks}
      />
    );
  }
  // A login under way on this page (the login widget's, or the redirect page's) whose session is
  // not yet the completed one: its second factor (or the passkey offer) is still to come.
  const loginPending = sessionId !== null && sessionId !== completedSession && ((page === 'login' && showWidget) || page === 'url-login');
  const toAccount = () => {
    window.history.pushState(null, '', '/account');
    setPage('account');
  };
  const loggedOut = () => {
    window.history.replaceState(null, '', home);
    setPage('login');
    setWidgetKey((key) => key + 1);
    setShowWidget(true);
  };

  return (
    <main>
      {/*
        First on the page, shown when focused: past the header's links and the toolbar's presets
        to the widget. The focus is moved by hand: a `#widget` in the address would be a history
        entry, which the page reads as another preset (popstate) and remounts the widget.
      */}
      <a
        className="skip-link"
        href="#widget"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('widget')?.focus();
        }}
      >
        Skip to the widget
      </a>
      <header>
        <div className="header-bar">
          <h1>Portico playground</h1>
          {/*
            Once the login is complete (not while it still asks for a second step: docs/mfa.md), and
            not on the identity provider's consent and logout pages nor the demo app's, which stand
            for pages of their own (an authorization server's, a third-party app's).
          */}
          {user && !loginPending && page !== 'identity-provider' && page !== 'demo-client' && page !== 'demo-callback' && (
            <UserButton
              client={stytch}
              {...language}
              {...look}
              manageAccountUrl="/account"
              onManageAccount={toAccount}
              onSignedOut={loggedOut}
            />
          )}
        </div>
        <p>
          Backend: <code>{emulatorUrl}</code>
          {browserEmulator && ' (running in this page)'} ·{' '}
          <span data-testid="account-api">
            {accountApi.available ? (
              <>
                Account API: <code>{ACCOUNT_API_PATH}</code>
              </>
            ) : accountApi.reason === 'browserEmulator' ? (
              'No account API (no server reaches an emulator in the page)'
            ) : (
              <>
                No account API (the server's talks to <code>{accountApi.serverEmulatorUrl}</code>)
              </>
            )}
          </span>{' '}
          ·{' '}
          <a href={`${emulatorUrl}/emulator/inbox`} target="_blank" rel="noreferrer">
            Open the inbox
          </a>{' '}
          · <a href="/oauth/demo">Demo OIDC client app</a> ·{' '}
          <button type="button" className="link" aria-pressed={hidden} onClick={() => setHidden((value) => !value)}>
            Hide the widget
          </button>
        </p>
      </header>
      {/* Not on the demo OIDC client's pages: a third-party app of its own. */}
      {page !== 'demo-client' && page !== 'demo-callback' && <Toolbar preset={preset} onPreset={choosePreset} dark={dark} onDark={setDark} />}
      <div className="layout" id="widget" tabIndex={-1}>
        {!hidden && widget}
        {user && (
          <SessionPanel
            user={user}
            pending={loginPending}
            onManagePasskeys={() => {
              window.history.pushState(null, '', '/passkeys');
              setPage('passkeys');
            }}
            onManageSecondFactors={() => {
              // The config (`?config=`, with its mfaOptions) goes along.
              window.history.pushState(null, '', `/second-factors${window.location.search}`);
              setPage('second-factors');
            }}
            onManageAccount={toAccount}
            onLoggedOut={loggedOut}
          />
        )}
      </div>
    </main>
  );
}

/**
 * A trusted auth token for the identity-provider mode to exchange for a session (spec §4), as a
 * host's backend hands one over: this tab's sessionStorage, `{ trustedAuthToken, tokenProfileID }`
 * (the tests put it there; by hand, in the browser's console). Taken once, so a reload never
 * spends it again. Never from the address: a link carrying the attacker's token would sign the
 * victim into the attacker's account, and the consent that follows would be granted for it
 * (docs/security.md).
 */
function takeTrustedToken(): { trustedAuthToken: string; tokenProfileID: string } | null {
  const kept = window.sessionStorage.getItem(TRUSTED_TOKEN_KEY);
  if (kept === null) return null;
  window.sessionStorage.removeItem(TRUSTED_TOKEN_KEY);
  try {
    const { trustedAuthToken, tokenProfileID } = JSON.parse(kept) as Record<string, unknown>;
    if (typeof trustedAuthToken === 'string' && typeof tokenProfileID === 'string') return { trustedAuthToken, tokenProfileID };
  } catch {
    // Not JSON: no token.
  }
  return null;
}
