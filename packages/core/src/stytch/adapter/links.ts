import { createAuthError, type AuthClient, type UrlAuthenticateResult } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';

/**
 * A redirect that came back with an OAuth `error` instead of a token (the user cancelled at the
 * provider, or it failed). Its `error_description` is not shown: anyone can put text in a URL.
 */
function redirectError(href: string) {
  const params = new URL(href, 'http://localhost').searchParams;
  const error = params.get('error');
  if (params.get('stytch_token_type') !== 'oauth' || error === null) return null;
  if (typeof window !== 'undefined' && href === window.location.href) {
    const clean = new URL(href);
    for (const name of ['stytch_token_type', 'error', 'error_description', 'error_uri']) clean.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', clean.toString());
  }
  return createAuthError(error === 'access_denied' ? 'oauth_cancelled' : 'oauth_flow_callback_error');
}

/** `links`: spending a link or an OAuth redirect's token (link-login.ts), asked for by the page's flows. */
export function createLinks({ links }: AdapterContext): AuthClient['links'] {
  return {
    startedHere: async (tokenType) => links.startedHere(tokenType),
    authenticate: (request, options) =>
      call(options, () => (request.tokenType === 'oauth' ? links.oauth(request, options) : links.magicLink(request, options))),
  };
}

/** `authenticateByUrl`: the redirect page's token, read from the address (and removed from it first). */
export function createAuthenticateByUrl({ stytch, links }: AdapterContext): AuthClient['authenticateByUrl'] {
  return async (request, options) => {
    const href = request.href ?? (typeof window === 'undefined' ? undefined : window.location.href);
    const providerError = href === undefined ? null : redirectError(href);
    if (providerError) throw providerError;
    const parsed = href === undefined ? null : stytch.parseAuthenticateUrl(href);
    if (!parsed || (parsed.tokenType !== 'oauth' && parsed.tokenType !== 'magic_links')) {
      return { handled: false, tokenType: parsed?.tokenType ?? null };
    }
    const tokenType = parsed.tokenType;
    // Removes the token from the address bar before the call (protocol §5), even if it fails.
    if (typeof window !== 'undefined' && href === window.location.href) {
      const clean = new URL(href);
      for (const name of ['token', 'stytch_token_type']) clean.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', clean.toString());
    }
    const request_ = { token: parsed.token, sessionDurationMinutes: request.sessionDurationMinutes };
    const { held, providerType, ...result } = await call(options, () =>
      tokenType === 'oauth' ? links.oauth(request_, options) : links.magicLink(request_, options),
    );
    const answer: UrlAuthenticateResult = {
      handled: true,
      tokenType,
      result,
      ...(providerType !== undefined && { providerType }),
      ...(held && { held }),
    };
    return answer;
  };
}
