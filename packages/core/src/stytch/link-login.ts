import type { AuthenticateResponse } from '@stytch/vanilla-js/headless';
import {
  createAuthError,
  type AuthenticateResult,
  type LinkAuthenticateResult,
  type LinkTokenType,
  type RequestOptions,
} from '../client';
import { internalsOf, type StytchClient, type StytchDataLayer, type StytchNetworkClient } from './stytch-internals';

/*
 * Links: the one path every token a link brings is spent through (magic links, OAuth and One Tap
 * redirects, a reset email's login link and its new password).
 *
 * - It first reads who the page is signed in as, also a session the client knows only by its
 *   cookie (a backend's, another subdomain's, storage cleared): `loadSession`.
 * - It spends the token without letting the client adopt the session the answer brings: the
 *   request goes through the client's own network client, with the PKCE code verifier read from
 *   the client's data layer and cleared as the SDK clears it (`@stytch/vanilla-js` 6.3,
 *   `packages/core/src/HeadlessClients/Headless{MagicLink,OAuth,Password}Client`). The answer
 *   becomes the client's session only when nobody was signed in or it is the same user;
 *   otherwise it is held, and the host's `user.onChange` / `session.onChange` never see it.
 * - A client without those internals spends through its public methods (which adopt the
 *   session), then puts the page's session back: the fallback, as before.
 */

/** The SDK's PKCE namespaces (`PKCEManager`): one code verifier each, under `PKCE_VERIFIER:<namespace>`. */
type PkceNamespace = 'magic_links' | 'oauth' | 'passwords';
const verifierKey = (namespace: PkceNamespace) => `PKCE_VERIFIER:${namespace}`;

/** The code verifier the SDK keeps for a namespace (its key pair, JSON), or undefined. */
function readVerifier(dataLayer: StytchDataLayer, namespace: PkceNamespace): string | undefined {
  const kept = dataLayer.getItem?.(verifierKey(namespace));
  if (kept === null || kept === undefined) return undefined;
  try {
    const verifier = (JSON.parse(kept) as { code_verifier?: unknown } | null)?.code_verifier;
    return typeof verifier === 'string' && verifier !== '' ? verifier : undefined;
  } catch {
    return undefined;
  }
}

/** The SDK falls back from the passwords namespace on an error whose message mentions PKCE. */
const isPkceError = (error: unknown) => String((error as { message?: unknown } | null)?.message ?? '').includes('pkce');

/** Which verifiers show that this browser started the sign-in a token ends. */
const STARTED_BY: Record<LinkTokenType | 'login', PkceNamespace[]> = {
  magic_links: ['magic_links'],
  oauth: ['oauth'],
  // A reset email's login link: the reset's verifier (or a magic link's, which its spend also tries).
  login: ['passwords', 'magic_links'],
};

/** How a user is named to them: their first email, else phone number, else id. */
export function identityOf(
  user: { emails?: Array<{ email: string }>; phone_numbers?: Array<{ phone_number: string }> } | null | undefined,
  userId: string,
): string {
  return user?.emails?.[0]?.email ?? user?.phone_numbers?.[0]?.phone_number ?? userId;
}

type SessionTokens = { session_token: string; session_jwt: string };

/** Who the page is signed in as before a link is spent. */
interface PageSession {
  sessionId: string;
  userId: string;
  identity: string;
}

/** One token's spend: through the network client (not adopted), or through the SDK's method (adopted). */
interface Spend {
  /** The request as the SDK makes it, verifiers included; resolves to the answer's `data`. */
  direct(network: StytchNetworkClient, dataLayer: StytchDataLayer): Promise<unknown>;
  /** The SDK's public method: the fallback, which makes the answer the client's session. */
  sdk(): Promise<unknown>;
}

export interface LinkLoginOptions {
  /** The answer's mapping (the adapter's `mapAuthenticate`). */
  map(response: AuthenticateResponse | null | undefined): AuthenticateResult;
  /** Runs an SDK login call, undoing a session given up on (the adapter's login guard). */
  loginCall<T>(options: RequestOptions | undefined, run: () => Promise<T>): Promise<T>;
}

export function createLinkLogin(stytch: StytchClient, { map, loginCall }: LinkLoginOptions) {
  const internals = () => internalsOf(stytch);
  /** A session a link brought for another account than the page's, until the user decides. */
  let held: SessionTokens | null = null;

  /** Makes `tokens` the client's session: its cookies, then its user and session, read again. */
  const adopt = async (tokens: SessionTokens) => {
    stytch.session.updateSession(tokens);
    await stytch.session.authenticate();
  };

  const describe = (session: { session_id: string; user_id: string }): PageSession => ({
    sessionId: session.session_id,
    userId: session.user_id,
    identity: identityOf(stytch.user?.getSync?.(), session.user_id),
  });

  /** Whether the browser holds a session cookie (both tokens, or the opaque one a backend may set alone). */
  const hasSessionCookie = () =>
    stytch.session.getTokens?.() != null || Boolean(internals().dataLayer?.readSessionCookie?.().session_token);

  /**
   * The page's session: the client's, or the one its cookie holds, authenticated first (and so
   * made the client's). A cookie the server refuses is gone afterwards (the SDK removes it): the
   * page is signed out. Any other failure is the caller's: whether someone is signed in is not
   * known.
   */
  async function loadSession(): Promise<PageSession | null> {
    const known = stytch.session.getSync();
    if (known) return describe(known);
    if (!hasSessionCookie()) return null;
    try {
      await stytch.session.authenticate();
    } catch (error) {
      if (!hasSessionCookie()) return null;
      throw error;
    }
    const loaded = stytch.session.getSync();
    return loaded ? describe(loaded) : null;
  }

  /** The answer's session tokens (a link's login always has them). */
  function tokensOf(response: unknown): SessionTokens {
    const { session_token, session_jwt } = (response ?? {}) as Partial<SessionTokens>;
    if (typeof session_token !== 'string' || session_token === '') {
      throw createAuthError('invalid_response', { message: 'The server answered without a session.' });
    }
    return { session_token, session_jwt: typeof session_jwt === 'string' ? session_jwt : '' };
  }

  /** The spend itself, then whose session the answer becomes. */
  async function spend(run: Spend, options: RequestOptions | undefined): Promise<LinkAuthenticateResult> {
    const signal = options?.signal;
    const before = await loadSession();
    held = null;
    const { networkClient: network, dataLayer } = internals();
    if (network?.fetchSDK && dataLayer?.getItem && dataLayer.removeItem) {
      const response = await run.direct(network, dataLayer);
      const result = withProvider(map(response as AuthenticateResponse), response);
      // Given up on (a timeout, the page left the step): the session is never the client's.
      if (signal?.aborted) throw createAuthError('aborted');
      const tokens = tokensOf(response);
      if (!before || before.userId === result.userId) {
        await adopt(tokens);
        return result;
      }
      held = tokens;
      return { ...result, held: { identity: before.identity } };
    }
    // The fallback: the client adopts the answer; the page's own session is put back at once.
    const beforeTokens = before ? stytch.session.getTokens() : null;
    const response = await loginCall(options, run.sdk);
    const result = withProvider(map(response as AuthenticateResponse), response);
    if (!before || !beforeTokens || before.userId === result.userId) return result;
    held = tokensOf(response);
    await adopt(beforeTokens);
    return { ...result, held: { identity: before.identity } };
  }

  /** The magic link's request as the SDK makes it: the reset's verifier first, then the magic link's. */
  const magicLink = (token: string, sessionDurationMinutes: number): Spend => ({
    direct: async (network, dataLayer) => {
      const body = { token, session_duration_minutes: sessionDurationMinutes };
      const request = (namespace: PkceNamespace, verifier: string | undefined) =>
        network
          .fetchSDK!({ url: '/magic_links/authenticate', method: 'POST', body: { code_verifier: verifier, ...body } })
          .then((response) => {
            dataLayer.removeItem!(verifierKey(namespace));
            return response;
          });
      const resetVerifier = readVerifier(dataLayer, 'passwords');
      if (resetVerifier) {
        try {
          return await request('passwords', resetVerifier);
        } catch (error) {
          if (!isPkceError(error)) throw error;
        }
      }
      return request('magic_links', readVerifier(dataLayer, 'magic_links'));
    },
    sdk: () => stytch.magicLinks.authenticate(token, { session_duration_minutes: sessionDurationMinutes }),
  });

  const oauth = (token: string, sessionDurationMinutes: number): Spend => ({
    direct: async (network, dataLayer) => {
      const response = await network.fetchSDK!({
        url: '/oauth/authenticate',
        method: 'POST',
        body: { token, code_verifier: readVerifier(dataLayer, 'oauth'), session_duration_minutes: sessionDurationMinutes },
      });
      dataLayer.removeItem!(verifierKey('oauth'));
      return response;
    },
    sdk: () => stytch.oauth.authenticate(token, { session_duration_minutes: sessionDurationMinutes }),
  });

  const reset = (request: { token: string; password: string; sessionDurationMinutes: number }): Spend => ({
    direct: async (network, dataLayer) => {
      // Bot protection as the SDK's resetByEmail sends it, when the client has it.
      const protection = (stytch.passwords as unknown as { dfpProtectedAuth?: StytchBotProtection }).dfpProtectedAuth;
      const { dfp_telemetry_id, captcha_token } = (await protection?.getDFPTelemetryIDAndCaptcha?.()) ?? {};
      const body = {
        token: request.token,
        password: request.password,
        session_duration_minutes: request.sessionDurationMinutes,
        captcha_token,
        code_verifier: readVerifier(dataLayer, 'passwords'),
        dfp_telemetry_id,
      };
      const call = { url: '/passwords/email/reset', method: 'POST' as const, body };
      const response =
        protection?.retryWithCaptchaAndDFP && network.retriableFetchSDK
          ? await network.retriableFetchSDK({ ...call, retryCallback: protection.retryWithCaptchaAndDFP })
          : await network.fetchSDK!(call);
      dataLayer.removeItem!(verifierKey('passwords'));
      return response;
    },
    sdk: () =>
      stytch.passwords.resetByEmail({
        token: request.token,
        password: request.password,
        session_duration_minutes: request.sessionDurationMinutes,
      }),
  });

  return {
    loadSession,
    startedHere: (tokenType: LinkTokenType | 'login'): boolean => {
      const dataLayer = internals().dataLayer;
      if (!dataLayer?.getItem) return false;
      return STARTED_BY[tokenType].some((namespace) => readVerifier(dataLayer, namespace) !== undefined);
    },
    magicLink: (request: { token: string; sessionDurationMinutes: number }, options?: RequestOptions) =>
      spend(magicLink(request.token, request.sessionDurationMinutes), options),
    oauth: (request: { token: string; sessionDurationMinutes: number }, options?: RequestOptions) =>
      spend(oauth(request.token, request.sessionDurationMinutes), options),
    resetByEmail: (request: { token: string; password: string; sessionDurationMinutes: number }, options?: RequestOptions) =>
      spend(reset(request), options),
    /** The held session becomes the client's; false when none is held. */
    switchToHeld: async (): Promise<boolean> => {
      const tokens = held;
      if (!tokens) return false;
      held = null;
      await adopt(tokens);
      return true;
    },
    dropHeld: () => {
      held = null;
    },
  };
}

/** The SDK's bot protection (`DFPProtectedAuthProvider`), as `passwords.resetByEmail` uses it. */
interface StytchBotProtection {
  getDFPTelemetryIDAndCaptcha?(): Promise<{ dfp_telemetry_id?: string; captcha_token?: string }>;
  retryWithCaptchaAndDFP?(error: unknown, request: unknown): Promise<unknown>;
}

/** The login, with the OAuth provider's name when the answer has one. */
function withProvider(result: AuthenticateResult, response: unknown): LinkAuthenticateResult {
  const providerType = (response as { provider_type?: unknown } | null)?.provider_type;
  return typeof providerType === 'string' ? { ...result, providerType } : result;
}
