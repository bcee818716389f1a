import { createAuthError, oneTapModeOf, type AuthClient } from '../../client';
import { browserHasFedCM } from '../stytch-internals';
import { call } from './call';
import type { AdapterContext } from './context';

/** `oauth`: a social sign-in's start, attaching a provider, and Google One Tap. */
export function createOAuth({ stytch, internals }: AdapterContext): AuthClient['oauth'] {
  return {
    start: (request) =>
      call(undefined, () => {
        const provider = (stytch.oauth as unknown as Record<string, { start?: (o: object) => Promise<void> }>)[
          request.provider
        ];
        if (!provider?.start) throw createAuthError('not_supported', { message: `Unknown OAuth provider ${request.provider}.` });
        return provider.start({
          ...(request.loginRedirectUrl !== undefined && { login_redirect_url: request.loginRedirectUrl }),
          ...(request.signupRedirectUrl !== undefined && { signup_redirect_url: request.signupRedirectUrl }),
          ...(request.customScopes !== undefined && { custom_scopes: request.customScopes }),
          ...(request.providerParams !== undefined && { provider_params: request.providerParams }),
          ...(request.oauthAttachToken !== undefined && { oauth_attach_token: request.oauthAttachToken }),
        });
      }),
    attach: (request, options) =>
      call(options, () => stytch.oauth.attach(request.provider)).then((raw) => {
        if (!raw || typeof raw.oauth_attach_token !== 'string') {
          throw createAuthError('invalid_response', { message: 'The server answered without an oauth_attach_token.' });
        }
        return { oauthAttachToken: raw.oauth_attach_token };
      }),
    // Stytch's One Tap code path, loaded only when a config asks for One Tap.
    oneTap: async (request) => (await import('../stytch-one-tap')).startOneTap(internals().oneTap, request),
    oneTapMode: (position) => oneTapModeOf(position, browserHasFedCM()),
  };
}
