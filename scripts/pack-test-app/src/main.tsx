// The app: the widgets on a real Stytch client pointed at the emulator (getting-started.md): the
// login (its config by ?login=, one page per product in a real app), the redirect page
// (/authenticate) and the passkey page (/passkeys); who is signed in, and 'Sign out'.
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { LoginWidget, PasskeyRegistrationWidget, UrlLoginWidget } from '@portico/ui';
import { StytchHeadlessClient, type User } from '@stytch/vanilla-js/headless';
import { StrictMode, useEffect, useState, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';

// `endpoints` is not in the SDK's public options type, hence the cast (docs/emulator.md).
const stytch = new StytchHeadlessClient(
  DEFAULT_PUBLIC_TOKEN,
  emulatorClientOptions(import.meta.env.VITE_EMULATOR_URL),
);

const redirect = `${window.location.origin}/authenticate`;
const CONFIGS: Record<string, ComponentProps<typeof LoginWidget>['config']> = {
  otp: { products: ['otp'], otpOptions: { methods: ['email'] } },
  links: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } },
  passkeys: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
  mfa: { products: ['otp'], otpOptions: { methods: ['email'] }, mfaOptions: { policy: 'required', methods: ['totp'] } },
  crypto: { products: ['crypto'] },
};

function Widget({ onEvent }: { onEvent: (type: string) => void }) {
  const callbacks = {
    onEvent: (event: { type: string }) => onEvent(event.type),
    onError: (error: { type: string; message?: string }) => console.error('onError', error.type, error.message),
  };
  if (window.location.pathname === '/authenticate') return <UrlLoginWidget client={stytch} />;
  if (window.location.pathname === '/passkeys') return <PasskeyRegistrationWidget client={stytch} callbacks={callbacks} />;
  const login = new URLSearchParams(window.location.search).get('login') ?? 'otp';
  return <LoginWidget client={stytch} config={CONFIGS[login] ?? CONFIGS.otp!} callbacks={callbacks} />;
}

function App() {
  const [user, setUser] = useState<User | null>(() => stytch.user.getSync());
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => stytch.user.onChange((next) => setUser(next)), []);
  const identity = user?.emails[0]?.email ?? user?.crypto_wallets[0]?.crypto_wallet_address ?? user?.user_id;
  return (
    <main>
      <p data-testid="signed-in">{user ? `Signed in as ${identity}` : 'Signed out'}</p>
      {user && (
        <button type="button" onClick={() => void stytch.session.revoke()}>
          Sign out
        </button>
      )}
      <Widget onEvent={(type) => setEvents((previous) => [...previous, type])} />
      <p data-testid="events">{events.join(' ')}</p>
    </main>
  );
}

const element = document.getElementById('root');
if (!element) throw new Error('no #root');
createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
