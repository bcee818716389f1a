/**
 * A host's own email-passcode login on Portico's hooks (docs/hooks.md): `useOtp` over the
 * `AuthClient` of a Stytch client pointed at http://localhost:4100 (which each test worker's
 * fixture routes to its emulator). Bundled by e2e/server.mjs.
 */
import { AuthClientProvider, useOtp } from '@portico/core/react';
import { createStytchAuthClient } from '@portico/core/stytch';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

const EMULATOR = 'http://localhost:4100';
const stytch = new StytchHeadlessClient('public-token-test-portico', {
  endpoints: { testAPIURL: EMULATOR, liveAPIURL: EMULATOR, dfpBackendURL: EMULATOR, clientsideServicesIframeURL: `${EMULATOR}/emulator/clientside-services` },
} as never);
const client = createStytchAuthClient(stytch);

function Passcode({ email, onDone }: { email: string; onDone(): void }) {
  const otp = useOtp({ method: 'email', destination: email, sessionDurationMinutes: 30, onDone });
  const [code, setCode] = useState('');
  if (otp.status === 'sending') return <p role="status">Sending a code to {email}…</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    otp.submitCode(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="code">Code sent to {email}</label>
      <input
        id="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        aria-invalid={otp.error ? true : undefined}
        aria-describedby="code-error"
      />
      <p id="code-error" role="alert">
        {otp.error ? 'That code is not right. Check the email and try again.' : ''}
      </p>
      <button type="submit" disabled={otp.isPending}>
        Verify
      </button>
    </form>
  );
}

function Login() {
  const [email, setEmail] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  if (signedIn) return <p data-testid="session">Signed in as {email}</p>;
  if (email) return <Passcode email={email} onDone={() => setSignedIn(true)} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setEmail(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <label htmlFor="email">Email</label>
      <input id="email" name="email" type="email" autoComplete="email" required />
      <button type="submit">Continue</button>
    </form>
  );
}

createRoot(document.getElementById('hooks-login')!).render(
  <AuthClientProvider client={client}>
    <Login />
  </AuthClientProvider>,
);
