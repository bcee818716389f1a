import type { User } from '@stytch/vanilla-js/headless';
import { useEffect, useState } from 'react';
import { stytch } from './stytch';

/**
 * What the host app shows once the user is logged in: the session's user, and log out. While a
 * login on the page has not completed (`pending`: the widget still asks for its second factor,
 * with mfaOptions, or offers a passkey), Stytch's session is already the page's, but the host does
 * not treat it as signed in (docs/mfa.md): it says so, shows none of the user's details (the MFA
 * screen shows a masked phone at most) and offers nothing a signed-in user gets.
 */
export function SessionPanel({
  user,
  pending = false,
  onLoggedOut,
  onManagePasskeys,
  onManageSecondFactors,
  onManageAccount,
}: {
  user: User;
  pending?: boolean;
  onLoggedOut(): void;
  onManagePasskeys(): void;
  onManageSecondFactors(): void;
  onManageAccount(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The session changes without the user changing: a login's second factor adds to it.
  const [session, setSession] = useState(() => stytch.session.getSync());
  useEffect(() => stytch.session.onChange(setSession), []);
  // Its factors' kinds ('knowledge', 'sms'): what the login has proved so far, no identity.
  const factors = (
    // One factor while a login still waits for its second (mfaOptions): Stytch's session is already the page's.
    <dd data-testid="session-factors">{session?.authentication_factors.map((factor) => factor.delivery_method).join(' + ') || '—'}</dd>
  );
  if (pending) {
    return (
      <section className="panel" aria-labelledby="session-title" data-testid="session-panel" data-state="pending">
        <h2 id="session-title">Login not finished</h2>
        <p>The login is not complete until the widget has what it still asks for (a second step). Until then, this page does not treat the session as signed in.</p>
        <dl>
          <dt>Factors so far</dt>
          {factors}
        </dl>
      </section>
    );
  }
  const logOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await stytch.session.revoke();
      onLoggedOut();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const identity = [
    ...user.emails.map((email) => email.email),
    ...user.phone_numbers.map((phone) => phone.phone_number),
    ...user.crypto_wallets.map((wallet) => wallet.crypto_wallet_address),
  ];
  return (
    <section className="panel" aria-labelledby="session-title" data-testid="session-panel" data-state="signed-in">
      <h2 id="session-title">Logged in</h2>
      <dl>
        <dt>User</dt>
        <dd data-testid="session-user-id">{user.user_id}</dd>
        <dt>Signed in as</dt>
        <dd data-testid="session-identity">{identity.join(', ') || '—'}</dd>
        <dt>Session</dt>
        <dd>{session?.session_id ?? '—'}</dd>
        <dt>Factors</dt>
        {factors}
        <dt>Passkeys</dt>
        <dd data-testid="session-passkeys">{user.webauthn_registrations.map((passkey) => passkey.name).join(', ') || '—'}</dd>
      </dl>
      <p>
        <a
          href="/passkeys"
          onClick={(event) => {
            event.preventDefault();
            onManagePasskeys();
          }}
        >
          Manage passkeys
        </a>{' '}
        ·{' '}
        <a
          href={`/second-factors${window.location.search}`}
          onClick={(event) => {
            event.preventDefault();
            onManageSecondFactors();
          }}
        >
          Two-step verification
        </a>{' '}
        ·{' '}
        <a
          href="/account"
          onClick={(event) => {
            event.preventDefault();
            onManageAccount();
          }}
        >
          Account
        </a>
      </p>
      <button type="button" onClick={logOut} disabled={busy}>
        {busy ? 'Logging out…' : 'Log out'}
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
