import type { IdpAuthorizeRequest, IdpLogoutRequest } from '../../client';
import { DEFAULT_IDP_SCOPES } from '../../config/constants';

/**
 * What the identity-provider page's query string asks for (spec §2 and §5, protocol §8.1): a
 * logout when `post_logout_redirect_uri` is present, an authorize otherwise; or the first
 * required parameter that is missing (an empty value counts as missing).
 */
export type IdpParams =
  | { mode: 'authorize'; request: IdpAuthorizeRequest }
  | { mode: 'logout'; request: IdpLogoutRequest }
  | { mode: 'authorize' | 'logout'; missing: string };

export type IdpAuthorizeParams = Extract<IdpParams, { mode: 'authorize' }>;
export type IdpLogoutParams = Extract<IdpParams, { mode: 'logout' }>;

/** Reads `window.location.search` (or any query string, with or without its `?`) once. */
export function readIdpParams(search: string): IdpParams {
  const query = new URLSearchParams(search);
  const value = (name: string): string | undefined => {
    const raw = query.get(name);
    return raw === null || raw === '' ? undefined : raw;
  };
  const firstMissing = (names: string[]) => names.find((name) => value(name) === undefined);

  if (query.has('post_logout_redirect_uri')) {
    const missing = firstMissing(['client_id', 'post_logout_redirect_uri']);
    if (missing) return { mode: 'logout', missing };
    const state = value('state');
    const idTokenHint = value('id_token_hint');
    return {
      mode: 'logout',
      request: {
        clientId: value('client_id')!,
        postLogoutRedirectUri: value('post_logout_redirect_uri')!,
        ...(state !== undefined && { state }),
        ...(idTokenHint !== undefined && { idTokenHint }),
      },
    };
  }

  const missing = firstMissing(['client_id', 'redirect_uri']);
  if (missing) return { mode: 'authorize', missing };
  const scope = value('scope');
  const scopes = scope === undefined ? [...DEFAULT_IDP_SCOPES] : scope.split(' ').filter((s) => s !== '');
  const resources = query.getAll('resource').filter((r) => r !== '');
  const optional = { codeChallenge: 'code_challenge', state: 'state', nonce: 'nonce', prompt: 'prompt' } as const;
  const request: IdpAuthorizeRequest = {
    clientId: value('client_id')!,
    redirectUri: value('redirect_uri')!,
    responseType: value('response_type') ?? 'code',
    scopes: scopes.length > 0 ? scopes : [...DEFAULT_IDP_SCOPES],
  };
  for (const [key, name] of Object.entries(optional) as Array<[keyof typeof optional, string]>) {
    const v = value(name);
    if (v !== undefined) request[key] = v;
  }
  if (resources.length > 0) request.resources = resources;
  return { mode: 'authorize', request };
}
