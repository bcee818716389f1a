import { assign, setup } from 'xstate';
import type { AuthError, OAuthStartRequest } from '../../client';
import type { OAuthProvider, ResolvedOAuthProvider } from '../../config';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { fromRequest } from '../shared/request';
import { notProvided } from '../shared/not-provided';

export interface OAuthInput {
  /** One button per provider, in config order (spec §2). */
  providers: ResolvedOAuthProvider[];
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
}

export interface OAuthContext extends OAuthInput {
  /** The provider whose sign-in is starting (its button spins). */
  pending: OAuthProvider | null;
  error: AuthError | null;
}

export type OAuthEvent = { type: 'oauth.start'; provider: OAuthProvider };

/**
 * If the page is still here this long after the browser was sent to the provider (a blocked or
 * slow navigation, a download prompt), the button stops spinning and can be pressed again.
 */
export const OAUTH_REDIRECT_GRACE_MS = 10_000;

/**
 * Social sign-in (spec §2, §7 'Social login start'): a button starts its provider's sign-in
 * with the config's redirect URLs, custom scopes and provider params. A start navigates away,
 * so the flow has no outcome: the login finishes on the page the provider sends the browser
 * back to (see the url-login flow). A start that fails shows its error under the buttons.
 */
export const oauthMachine = setup({
  types: {
    input: {} as OAuthInput,
    context: {} as OAuthContext,
    events: {} as OAuthEvent,
  },
  actors: {
    start: fromRequest<void, OAuthStartRequest>(notProvided('start')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error, pending: null })),
  },
  delays: { redirectGrace: OAUTH_REDIRECT_GRACE_MS },
}).createMachine({
  id: 'oauth',
  context: ({ input }) => ({ ...input, pending: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'oauth.start': {
          guard: ({ context, event }) => context.providers.some((provider) => provider.type === event.provider),
          target: 'starting',
          actions: assign({ pending: ({ event }) => event.provider, error: null }),
        },
      },
    },
    starting: {
      tags: ['pending'],
      invoke: {
        src: 'start',
        input: ({ context }): OAuthStartRequest => {
          const provider = context.providers.find((entry) => entry.type === context.pending)!;
          return {
            provider: provider.type,
            ...(context.loginRedirectUrl !== undefined && { loginRedirectUrl: context.loginRedirectUrl }),
            ...(context.signupRedirectUrl !== undefined && { signupRedirectUrl: context.signupRedirectUrl }),
            ...(provider.customScopes.length > 0 && { customScopes: provider.customScopes }),
            ...(Object.keys(provider.providerParams).length > 0 && { providerParams: provider.providerParams }),
          };
        },
        onDone: 'redirecting',
        onError: { target: 'idle', actions: recordFailure },
      },
    },
    // The browser is on its way to the provider.
    redirecting: {
      tags: ['pending'],
      after: { redirectGrace: { target: 'idle', actions: assign({ pending: null }) } },
    },
  },
});
