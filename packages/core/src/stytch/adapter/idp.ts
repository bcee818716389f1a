import type { AuthClient, IdpAuthorizeRequest } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';

/**
 * An authorize request as Stytch's UI sends it to both start and submit (protocol §2.11): the
 * parsed query, with PKCE's challenge, state, nonce, prompt and resources when present.
 */
function authorizeFields(request: IdpAuthorizeRequest) {
  return {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: request.responseType,
    scopes: request.scopes,
    ...(request.codeChallenge !== undefined && { code_challenge: request.codeChallenge }),
    ...(request.state !== undefined && { state: request.state }),
    ...(request.nonce !== undefined && { nonce: request.nonce }),
    ...(request.prompt !== undefined && { prompt: request.prompt }),
    ...(request.resources !== undefined && request.resources.length > 0 && { resources: request.resources }),
  };
}

/** `idp`: the identity provider's consent (start, submit) and logout. */
export function createIdp({ stytch }: AdapterContext): AuthClient['idp'] {
  return {
    authorizeStart: (request, options) =>
      call(options, () =>
        stytch.idp.oauthAuthorizeStart(authorizeFields(request)),
      ).then((raw) => ({
        consentRequired: raw.consent_required,
        client: {
          clientId: raw.client.client_id,
          clientName: raw.client.client_name,
          ...(raw.client.client_description && { clientDescription: raw.client.client_description }),
          ...(raw.client.client_logo_url && { clientLogoUrl: raw.client.client_logo_url }),
        },
        scopeResults: raw.scope_results.map((result) => ({
          scope: result.scope,
          isGrantable: result.is_grantable,
          description: result.description,
        })),
      })),
    authorizeSubmit: (request, options) =>
      call(options, () =>
        stytch.idp.oauthAuthorizeSubmit({ ...authorizeFields(request), consent_granted: request.consentGranted }),
      ).then((raw) => ({ redirectUri: raw.redirect_uri })),
    logoutStart: (request, options) =>
      call(options, () =>
        stytch.idp.oauthLogoutStart({
          client_id: request.clientId,
          post_logout_redirect_uri: request.postLogoutRedirectUri,
          ...(request.state !== undefined && { state: request.state }),
          ...(request.idTokenHint !== undefined && { id_token_hint: request.idTokenHint }),
        }),
      ).then((raw) => ({ consentRequired: raw.consent_required, redirectUri: raw.redirect_uri })),
  };
}
