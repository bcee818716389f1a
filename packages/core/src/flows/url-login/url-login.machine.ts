import { assign, enqueueActions, setup } from 'xstate';
import type { AuthError, AuthenticateResult, UrlAuthenticateResult } from '../../client';
import { SESSION_DURATION_MINUTES } from '../../config/constants';
import type { OAuthProvider } from '../../config';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { parseLastUsedMethod, type LastUsedMethod } from '../shared/last-used';
import { fromRequest } from '../shared/request';
import { notProvided } from '../shared/not-provided';

export interface UrlLoginInput {
  /** The URL the browser came back on; the page's own by default. */
  href?: string;
  sessionDurationMinutes?: number;
}

export interface UrlLoginContext {
  href?: string;
  sessionDurationMinutes: number;
  answer: UrlAuthenticateResult | null;
  error: AuthError | null;
}

/** How the redirect page ended: signed in by the URL's token, or the URL had none. */
export type UrlLoginOutput =
  | { status: 'authenticated'; tokenType: 'oauth' | 'magic_links'; result: AuthenticateResult }
  | { status: 'noToken'; tokenType: string | null };

/** The method the token stood for, for 'Last used': the provider of an OAuth token, email for a link. */
export function urlLoginMethod(answer: UrlAuthenticateResult): LastUsedMethod | null {
  if (!answer.handled) return null;
  if (answer.tokenType === 'magic_links') return 'email';
  return parseLastUsedMethod(`oauth:${(answer.providerType ?? '').toLowerCase() as OAuthProvider}`);
}

/**
 * The page a redirect comes back to (social sign-in, One Tap, magic links): authenticates the
 * token in its URL (`stytch_token_type` oauth or magic_links, protocol §5) and removes it from the
 * address bar. A token that cannot be used stays an error on the page: it was for one use only.
 */
export const urlLoginMachine = setup({
  types: {
    input: {} as UrlLoginInput,
    context: {} as UrlLoginContext,
    output: {} as UrlLoginOutput,
  },
  actors: {
    authenticate: fromRequest<UrlAuthenticateResult, { href?: string; sessionDurationMinutes: number }>(notProvided('authenticate')),
  },
  actions: {
    ...flowEffectStubs,
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'urlLogin',
  context: ({ input }) => ({
    ...(input.href !== undefined && { href: input.href }),
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    answer: null,
    error: null,
  }),
  initial: 'authenticating',
  states: {
    authenticating: {
      tags: ['pending'],
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({
          ...(context.href !== undefined && { href: context.href }),
          sessionDurationMinutes: context.sessionDurationMinutes,
        }),
        onDone: {
          target: 'settled',
          actions: assign({ answer: ({ event }) => event.output }),
        },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    settled: {
      always: [{ guard: ({ context }) => context.answer?.handled === true, target: 'authenticated' }, { target: 'noToken' }],
    },
    authenticated: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        const method = context.answer && urlLoginMethod(context.answer);
        if (method) enqueue({ type: 'rememberMethod', params: method });
      }),
    },
    noToken: { type: 'final' },
    failed: {},
  },
  output: ({ context }): UrlLoginOutput => {
    const answer = context.answer;
    return answer?.handled
      ? { status: 'authenticated', tokenType: answer.tokenType, result: answer.result }
      : { status: 'noToken', tokenType: answer?.tokenType ?? null };
  },
});
