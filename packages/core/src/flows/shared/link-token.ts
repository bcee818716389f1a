import { createAuthError, type AuthError } from '../../client';

/**
 * A link's token as the address carries it (`stytch_token_type` and `token`, protocol §5), or the
 * error a provider sent back instead (`stytch_token_type=oauth&error=…`). The page reads it once,
 * keeps it in memory, and takes it out of the address bar at once (`forgetLinkToken`): a token
 * left there would be in the history, in a bookmark, in a reload that spends it again.
 */
export type LinkTokenRead =
  | { kind: 'token'; tokenType: string; token: string }
  | { kind: 'error'; error: AuthError }
  | { kind: 'none'; tokenType: string | null };

/** The address's parameters a link brings (and a provider's error redirect). */
const LINK_PARAMETERS = ['token', 'stytch_token_type', 'error', 'error_description', 'error_uri'] as const;

/**
 * Reads a link's token from `href`. A provider's error (the user cancelled at the provider, or it
 * failed) is read as an error; its `error_description` is not kept: anyone can put text in a URL.
 */
export function readLinkToken(href: string | undefined): LinkTokenRead {
  if (href === undefined) return { kind: 'none', tokenType: null };
  let params: URLSearchParams;
  try {
    params = new URL(href, 'http://localhost').searchParams;
  } catch {
    return { kind: 'none', tokenType: null };
  }
  const tokenType = params.get('stytch_token_type');
  const token = params.get('token');
  const error = params.get('error');
  if (tokenType === 'oauth' && error !== null) {
    return { kind: 'error', error: createAuthError(error === 'access_denied' ? 'oauth_cancelled' : 'oauth_flow_callback_error') };
  }
  if (tokenType === null || token === null || token === '') return { kind: 'none', tokenType };
  return { kind: 'token', tokenType, token };
}

/**
 * Takes a link's token (and a provider's error) out of the page's address, keeping the rest of
 * it and the history entry's state. Nothing happens when the address holds none.
 */
export function forgetLinkToken(): void {
  if (typeof window === 'undefined') return;
  const address = new URL(window.location.href);
  if (!LINK_PARAMETERS.some((name) => address.searchParams.has(name))) return;
  for (const name of LINK_PARAMETERS) address.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', address.toString());
}
