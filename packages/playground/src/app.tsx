import { IdentityProviderWidget, LoginWidget, PasskeyRegistrationWidget, ResetPasswordWidget } from '@portico/ui';
import type { User } from '@stytch/vanilla-js/headless';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { configFromUrl } from './config';
import { browserEmulator, emulatorUrl } from './env';
import { SessionPanel } from './session-panel';
import { stytch } from './stytch';
import { UrlLogin } from './url-login';

function useStytchUser(): User | null {
  const [user, setUser] = useState<User | null>(() => stytch.user.getSync());
  useEffect(() => stytch.user.onChange((next) => setUser(next)), []);
  return user;
}

type Page = 'login' | 'reset-password' | 'url-login' | 'passkeys' | 'identity-provider';

/** Which page the address is: a reset link, a magic-link (or OAuth) link, passkeys, or the login page. */
function pageFromLocation(): Page {
  if (window.location.pathname.startsWith('/reset-password')) return 'reset-password';
  if (window.location.pathname.startsWith('/passkeys')) return 'passkeys';
  // The identity-provider mode: the emulator's connected apps send their users here.
  if (/^\/oauth\/(authorize|logout)\/?$/.test(window.location.pathname)) return 'identity-provider';
  // A token to spend, or a provider's error (a cancelled social sign-in) for the redirect page to show.
  const type = new URLSearchParams(window.location.search).get('stytch_token_type');
  return type === 'oauth' || type === 'magic_links' ? 'url-login' : 'login';
}

export function App() {
  const { config, error } = useMemo(() => configFromUrl(window.location), []);
  const user = useStytchUser();
  const [page, setPage] = useState<Page>(pageFromLocation);
  // A reload with a live session shows the session; a login in this page keeps its widget.
  const [showWidget, setShowWidget] = useState(() => stytch.session.getSync() === null);
  const [widgetKey, setWidgetKey] = useState(0);
  const sessionDurationMinutes = config?.sessionOptions?.sessionDurationMinutes ?? 30;
  const toLoginPage = useCallback(() => {
    window.history.replaceState(null, '', '/');
    setPage('login');
    setShowWidget(false);
  }, []);
  const toLoginWidget = useCallback(() => {
    window.history.replaceState(null, '', '/');
    setPage('login');
    setShowWidget(true);
  }, []);

  let widget = null;
  if (error) {
    widget = (
      <p role="alert" className="panel">
        {error}
      </p>
    );
  } else if (page === 'reset-password') {
    widget = <ResetPasswordWidget client={stytch} config={config ?? {}} />;
  } else if (page === 'passkeys') {
    // The passkey-registration mode: the signed-in user's passkeys (or the spec's no-user error).
    widget = (
      <PasskeyRegistrationWidget
        client={stytch}
        config={config ?? {}}
        callbacks={{
          onEvent: (event) => {
            if (event.type === 'PASSKEY_DONE') toLoginPage();
          },
        }}
      />
    );
  } else if (page === 'identity-provider') {
    // Authorize needs a session: as a host would compose them, the login widget comes first, and
    // the consent follows once logged in (this page, its query string kept). Logout needs none.
    const logout = window.location.pathname.startsWith('/oauth/logout');
    widget =
      user || logout ? (
        <IdentityProviderWidget client={stytch} />
      ) : (
        config && <LoginWidget client={stytch} config={config} />
      );
  } else if (page === 'url-login') {
    widget = <UrlLogin sessionDurationMinutes={sessionDurationMinutes} onDone={toLoginPage} onBack={toLoginWidget} />;
  } else if (showWidget && config) {
    widget = <LoginWidget key={widgetKey} client={stytch} config={config} />;
  }

  return (
    <main>
      <header>
        <h1>Portico playground</h1>
        <p>
          Backend: <code>{emulatorUrl}</code>
          {browserEmulator && ' (running in this page)'} ·{' '}
          <a href={`${emulatorUrl}/emulator/inbox`} target="_blank" rel="noreferrer">
            Open the inbox
          </a>
        </p>
      </header>
      <div className="layout">
        {widget}
        {user && (
          <SessionPanel
            user={user}
            onManagePasskeys={() => {
              window.history.pushState(null, '', '/passkeys');
              setPage('passkeys');
            }}
            onLoggedOut={() => {
              window.history.replaceState(null, '', '/');
              setPage('login');
              setWidgetKey((key) => key + 1);
              setShowWidget(true);
            }}
          />
        )}
      </div>
    </main>
  );
}
