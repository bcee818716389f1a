import { LoginWidget } from '@portico/ui';
import type { User } from '@stytch/vanilla-js/headless';
import { useEffect, useMemo, useState } from 'react';
import { configFromUrl } from './config';
import { emulatorUrl } from './env';
import { SessionPanel } from './session-panel';
import { stytch } from './stytch';

function useStytchUser(): User | null {
  const [user, setUser] = useState<User | null>(() => stytch.user.getSync());
  useEffect(() => stytch.user.onChange((next) => setUser(next)), []);
  return user;
}

export function App() {
  const { config, error } = useMemo(() => configFromUrl(window.location.search), []);
  const user = useStytchUser();
  // A reload with a live session shows the session; a login in this page keeps its widget.
  const [showWidget, setShowWidget] = useState(() => stytch.session.getSync() === null);
  const [widgetKey, setWidgetKey] = useState(0);

  return (
    <main>
      <header>
        <h1>Portico playground</h1>
        <p>
          Backend: <code>{emulatorUrl}</code> ·{' '}
          <a href={`${emulatorUrl}/emulator/inbox`} target="_blank" rel="noreferrer">
            Open the inbox
          </a>
        </p>
      </header>
      <div className="layout">
        {error ? (
          <p role="alert" className="panel">
            {error}
          </p>
        ) : (
          showWidget && config && <LoginWidget key={widgetKey} client={stytch} config={config} />
        )}
        {user && (
          <SessionPanel
            user={user}
            onLoggedOut={() => {
              setWidgetKey((key) => key + 1);
              setShowWidget(true);
            }}
          />
        )}
      </div>
    </main>
  );
}
