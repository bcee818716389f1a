/**
 * A third-party app signing in with the playground's accounts: the emulator's demo connected app
 * (a public client) as a real OpenID Connect client would run it in a browser — `openid-client`
 * doing discovery, authorization code + PKCE (S256) with state and nonce, the code exchange, and
 * the ID token's signature checked against the issuer's JWKS. The sign-in goes through the
 * emulator's authorize endpoint to this playground's /oauth/authorize (the identity-provider mode).
 *
 * Loaded on demand (app.tsx), so none of this is in the playground's first load.
 */
import * as oidc from 'openid-client';
import { useEffect, useState } from 'react';
import { emulatorUrl } from './env';

export const DEMO_CLIENT_ID = 'connected-app-test-portico-demo';
const PENDING_KEY = 'portico-demo-client:pending';
const SIGNED_IN_KEY = 'portico-demo-client:signed-in';
const SCOPE = 'openid email profile';

interface Pending {
  codeVerifier: string;
  state: string;
  nonce: string;
}

interface SignedIn {
  claims: Record<string, unknown>;
  idToken: string;
}

const redirectUri = () => `${window.location.origin}/oauth/callback`;

/** Discovery from the emulator's issuer (read from its root document, so the project id is the emulator's). */
async function configuration(): Promise<oidc.Configuration> {
  const root = await fetch(`${emulatorUrl}/.well-known/openid-configuration`);
  if (!root.ok) throw new Error(`The emulator's discovery document answered ${root.status}.`);
  const { issuer } = (await root.json()) as { issuer: string };
  // Plain http is the emulator's on this machine; a real client would keep https only.
  const config = await oidc.discovery(new URL(issuer), DEMO_CLIENT_ID, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  // Verify the ID token's JWS signature against jwks_uri, not only its claims.
  oidc.enableNonRepudiationChecks(config);
  return config;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

async function startSignIn(prompt: boolean): Promise<void> {
  const config = await configuration();
  const pending: Pending = {
    codeVerifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    ...(prompt && { prompt: 'consent' }),
  });
  window.location.assign(url.href);
}

async function signOut(signedIn: SignedIn): Promise<void> {
  const config = await configuration();
  sessionStorage.removeItem(SIGNED_IN_KEY);
  const url = oidc.buildEndSessionUrl(config, {
    post_logout_redirect_uri: `${window.location.origin}/`,
    id_token_hint: signedIn.idToken,
    state: oidc.randomState(),
  });
  window.location.assign(url.href);
}

/**
 * The callback's one completion: a code is spent once, even when React's strict mode runs the
 * effect twice.
 */
let completion: Promise<SignedIn> | null = null;
const completeSignInOnce = (): Promise<SignedIn> => (completion ??= completeSignIn());

/** /oauth/callback: spend the code, check state, nonce and the ID token, keep the claims. */
async function completeSignIn(): Promise<SignedIn> {
  const pending = readJson<Pending>(PENDING_KEY);
  const current = new URL(window.location.href);
  if (!pending) throw new Error('No sign-in was started from this tab (or it was already completed).');
  sessionStorage.removeItem(PENDING_KEY);
  const config = await configuration();
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) throw new Error('The token response had no ID token.');
  const signedIn = { claims: { ...claims }, idToken: tokens.id_token };
  sessionStorage.setItem(SIGNED_IN_KEY, JSON.stringify(signedIn));
  return signedIn;
}

function describeError(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? 'You denied the demo app access to your account.'
      : `The authorization server answered ${error.error}${error.error_description ? `: ${error.error_description}` : ''}.`;
  }
  return error instanceof Error ? error.message : String(error);
}

type View =
  | { kind: 'working' }
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; signedIn: SignedIn }
  | { kind: 'error'; message: string };

export default function DemoClient({ callback }: { callback: boolean }) {
  const [view, setView] = useState<View>(() => {
    if (callback) return { kind: 'working' };
    const signedIn = readJson<SignedIn>(SIGNED_IN_KEY);
    return signedIn ? { kind: 'signedIn', signedIn } : { kind: 'signedOut' };
  });

  useEffect(() => {
    if (!callback) return;
    let live = true;
    completeSignInOnce().then(
      (signedIn) => {
        // The code is spent: a reload shows the result instead of trying again.
        window.history.replaceState(null, '', '/oauth/demo');
        if (live) setView({ kind: 'signedIn', signedIn });
      },
      (error: unknown) => live && setView({ kind: 'error', message: describeError(error) }),
    );
    return () => {
      live = false;
    };
  }, [callback]);

  const run = (action: () => Promise<void>) => {
    setView({ kind: 'working' });
    action().catch((error: unknown) => setView({ kind: 'error', message: describeError(error) }));
  };

  return (
    <section className="panel demo-client" aria-labelledby="demo-client-title" data-testid="demo-client">
      <h2 id="demo-client-title">Portico Demo App</h2>
      <p>
        A third-party app (<code>{DEMO_CLIENT_ID}</code>) that signs you in with your playground account through
        OpenID Connect: authorization code + PKCE with <code>openid-client</code>, the ID token verified against the
        emulator's JWKS.
      </p>
      {view.kind === 'working' && <p role="status">Working…</p>}
      {view.kind === 'error' && (
        <p role="alert" data-testid="demo-client-error">
          {view.message}
        </p>
      )}
      {view.kind === 'signedIn' ? (
        <>
          <p role="status">
            Signed in as <strong data-testid="demo-client-email">{String(view.signedIn.claims.email ?? view.signedIn.claims.sub)}</strong>.
            The ID token's signature, issuer, audience, nonce and expiry were verified.
          </p>
          <h3>ID token claims</h3>
          <pre data-testid="demo-client-claims">{JSON.stringify(view.signedIn.claims, null, 2)}</pre>
          <button type="button" onClick={() => run(() => signOut(view.signedIn))}>
            Sign out of the demo app
          </button>
        </>
      ) : (
        view.kind !== 'working' && (
          <p className="actions">
            <button type="button" onClick={() => run(() => startSignIn(false))}>
              Sign in with Portico Playground
            </button>{' '}
            <button type="button" onClick={() => run(() => startSignIn(true))}>
              Sign in, asking for consent again
            </button>
          </p>
        )
      )}
    </section>
  );
}
