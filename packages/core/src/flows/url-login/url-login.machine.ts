import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { AuthError, AuthenticateResult, LinkAuthenticateRequest, LinkAuthenticateResult, LinkTokenType, UrlAuthenticateResult } from '../../client';
import { OTP_EXPIRATION_MINUTES, SESSION_DURATION_MINUTES } from '../../config/constants';
import type { MfaOptions, OAuthProvider } from '../../config';
import { accountSwitchMachine, type AccountSwitchOutput } from '../account-switch';
import { linkConfirmMachine, type LinkConfirmOutput } from '../link-confirm';
import { stepUpMachine, type StepUpOutput } from '../step-up';
import { flowEffectStubs, recordFailure } from '../shared/flow-effects';
import { parseLastUsedMethod, type LastUsedMethod } from '../shared/last-used';
import { readLinkToken } from '../shared/link-token';
import { fromRequest } from '../shared/request';
import { notProvided } from '../shared/not-provided';

export interface UrlLoginInput {
  /** The URL the browser came back on; the page's own by default. */
  href?: string;
  sessionDurationMinutes?: number;
  /** Second factors after the first (the login config's `mfaOptions`): asked for on this page. */
  mfaOptions?: MfaOptions;
  /** How long a texted second factor's code lasts (the config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /**
   * The address this browser last asked a link for (while that link lasts): named when the page
   * asks 'Continue signing in'. The hook reads it from the `lastUsed` store.
   */
  linkAddress?: string | null;
}

/** The token the address carried, kept in memory once read (the address bar no longer has it). */
export interface UrlLoginToken {
  tokenType: LinkTokenType;
  token: string;
}

export interface UrlLoginContext {
  href?: string;
  /** The link's token, read from `href` when the flow starts. */
  link: UrlLoginToken | null;
  /** The token type of a URL the page does not spend (`noToken`). */
  otherTokenType: string | null;
  sessionDurationMinutes: number;
  mfaOptions: MfaOptions | null;
  otpExpirationMinutes: number;
  linkAddress: string | null;
  answer: UrlAuthenticateResult | null;
  error: AuthError | null;
  /** The link was for another account, and the user stayed signed in as they were. */
  declined: boolean;
  /** 'Continue signing in' is up: the link waits for the user. */
  asking: boolean;
  /** 'Switch accounts?' is making the link's session the page's. */
  switching: boolean;
  /** The step-up is asking for a second factor (its MFA screens are up). */
  steppingUp: boolean;
}

/**
 * How the redirect page ended: signed in by the URL's token, the URL had none, or the link was
 * for another account than the page's and the user stayed signed in as they were.
 */
export type UrlLoginOutput =
  | { status: 'authenticated'; tokenType: 'oauth' | 'magic_links'; result: AuthenticateResult }
  | { status: 'noToken'; tokenType: string | null }
  | { status: 'declined'; tokenType: 'oauth' | 'magic_links' };

export type UrlLoginEvent =
  /** 'Continue signing in': the link is spent. */
  | { type: 'link.continue' }
  | { type: 'switch.continue' }
  | { type: 'switch.stay' };

/** The method the token stood for, for 'Last used': the provider of an OAuth token, email for a link. */
export function urlLoginMethod(answer: UrlAuthenticateResult): LastUsedMethod | null {
  if (!answer.handled) return null;
  if (answer.tokenType === 'magic_links') return 'email';
  return parseLastUsedMethod(`oauth:${(answer.providerType ?? '').toLowerCase() as OAuthProvider}`);
}

/** The token `href` carries, if the redirect page spends it. */
function linkOf(href: string | undefined): Pick<UrlLoginContext, 'link' | 'otherTokenType' | 'error'> {
  const read = readLinkToken(href);
  if (read.kind === 'error') return { link: null, otherTokenType: 'oauth', error: read.error };
  if (read.kind === 'token' && (read.tokenType === 'oauth' || read.tokenType === 'magic_links')) {
    return { link: { tokenType: read.tokenType, token: read.token }, otherTokenType: null, error: null };
  }
  return { link: null, otherTokenType: read.kind === 'token' ? read.tokenType : read.tokenType, error: null };
}

/** A spend's answer as the page keeps it. */
function answerOf(tokenType: LinkTokenType, { held, providerType, ...result }: LinkAuthenticateResult): UrlAuthenticateResult {
  return { handled: true, tokenType, result, ...(providerType !== undefined && { providerType }), ...(held && { held }) };
}

/** How a user is named to them: their first email, else phone number, else id. */
const identityOf = (result: AuthenticateResult) =>
  result.user?.emails[0]?.email ?? result.user?.phoneNumbers[0]?.phoneNumber ?? result.userId;

/**
 * The page a redirect comes back to (social sign-in, One Tap, magic links): reads the token in its
 * URL (`stytch_token_type` oauth or magic_links, protocol §5), takes it out of the address bar at
 * once (`forgetLinkToken`), and spends it. Three leaves ask on the way (issue 36):
 * - 'Continue signing in' (`linkConfirm`): a link this browser did not start, on a page nobody
 *   is signed in to, is spent only when the user says so (a mail scanner, an attacker's link);
 * - 'Switch accounts?' (`accountSwitch`): a link for another account than the one signed in
 *   never replaces it silently (its session is held until the user chooses);
 * - the step-up (`stepUp`, mfaOptions): the login completes once the session has its second factor.
 * A token that cannot be used stays an error on the page: it was for one use only.
 */
export const urlLoginMachine = setup({
  types: {
    input: {} as UrlLoginInput,
    context: {} as UrlLoginContext,
    events: {} as UrlLoginEvent,
    output: {} as UrlLoginOutput,
    children: {} as { linkConfirm: 'linkConfirm'; accountSwitch: 'accountSwitch'; stepUp: 'stepUp' },
  },
  actors: {
    authenticate: fromRequest<LinkAuthenticateResult, LinkAuthenticateRequest>(notProvided('authenticate')),
    linkConfirm: linkConfirmMachine,
    accountSwitch: accountSwitchMachine,
    stepUp: stepUpMachine,
  },
  actions: {
    ...flowEffectStubs,
    /** Takes the token out of the address bar (the hook binds `forgetLinkToken`). */
    forgetLinkToken: () => {},
    setError: assign((_, error: AuthError) => ({ error })),
  },
}).createMachine({
  id: 'urlLogin',
  context: ({ input }) => ({
    ...(input.href !== undefined && { href: input.href }),
    ...linkOf(input.href),
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    mfaOptions: input.mfaOptions ?? null,
    otpExpirationMinutes: input.otpExpirationMinutes ?? OTP_EXPIRATION_MINUTES,
    linkAddress: input.linkAddress ?? null,
    answer: null,
    declined: false,
    asking: false,
    switching: false,
    steppingUp: false,
  }),
  initial: 'reading',
  states: {
    // The token is in memory: the address bar loses it before anything else happens.
    reading: {
      entry: 'forgetLinkToken',
      always: [
        // No address to read (a server rendering the page): the browser's render reads it. Until
        // then the page is signing in, as the server's HTML and the first browser render agree.
        { guard: ({ context }) => context.href === undefined, target: 'awaitingAddress' },
        { guard: ({ context }) => context.error !== null, target: 'failed', actions: { type: 'reportError', params: ({ context }) => context.error! } },
        { guard: ({ context }) => context.link !== null, target: 'confirming' },
        { target: 'noToken' },
      ],
    },
    awaitingAddress: {},
    /** Signed in, or started in this browser: on at once; otherwise 'Continue signing in'. */
    confirming: {
      tags: ['pending'],
      invoke: {
        id: 'linkConfirm',
        src: 'linkConfirm',
        input: ({ context }) => ({
          tokenType: context.link!.tokenType,
          ...(context.link!.tokenType === 'magic_links' && { address: context.linkAddress }),
        }),
        onSnapshot: { actions: assign({ asking: ({ event }) => event.snapshot.matches('asking') }) },
        onDone: [
          {
            guard: ({ event }) => (event.output as LinkConfirmOutput).kind === 'failed',
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => (event.output as Extract<LinkConfirmOutput, { kind: 'failed' }>).error },
          },
          { target: 'authenticating' },
        ],
        onError: { target: 'failed', actions: recordFailure },
      },
      on: { 'link.continue': { actions: sendTo('linkConfirm', { type: 'link.continue' }) } },
      exit: assign({ asking: false }),
    },
    authenticating: {
      tags: ['pending'],
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({ ...context.link!, sessionDurationMinutes: context.sessionDurationMinutes }),
        onDone: { target: 'settled', actions: assign({ answer: ({ context, event }) => answerOf(context.link!.tokenType, event.output) }) },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    settled: {
      always: [
        { guard: ({ context }) => context.answer?.handled === true && context.answer.held !== undefined, target: 'askingToSwitch' },
        { target: 'checkingFactors' },
      ],
    },
    /** The link was for another account: continue as it, or stay signed in as the page was. */
    askingToSwitch: {
      invoke: {
        id: 'accountSwitch',
        src: 'accountSwitch',
        input: ({ context }) => {
          const answer = context.answer as Extract<UrlAuthenticateResult, { handled: true }>;
          return { current: answer.held!.identity, next: identityOf(answer.result) };
        },
        onSnapshot: { actions: assign({ switching: ({ event }) => event.snapshot.matches('switching') }) },
        onDone: [
          {
            guard: ({ event }) => (event.output as AccountSwitchOutput).kind === 'failed',
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => (event.output as Extract<AccountSwitchOutput, { kind: 'failed' }>).error },
          },
          { guard: ({ event }) => (event.output as AccountSwitchOutput).kind === 'stayed', target: 'declined', actions: assign({ declined: true }) },
          { target: 'checkingFactors', actions: assign({ switching: false }) },
        ],
        onError: { target: 'failed', actions: recordFailure },
      },
      on: {
        'switch.continue': { actions: sendTo('accountSwitch', { type: 'switch.continue' }) },
        'switch.stay': { actions: sendTo('accountSwitch', { type: 'switch.stay' }) },
      },
    },
    // mfaOptions: the login completes once the session has the second factor it needs.
    checkingFactors: {
      always: [{ guard: ({ context }) => context.mfaOptions === null, target: 'authenticated' }, { target: 'steppingUp' }],
    },
    steppingUp: {
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: ({ context }) => {
          const answer = context.answer as Extract<UrlAuthenticateResult, { handled: true }>;
          return {
            via: answer.tokenType,
            result: answer.result,
            mfaOptions: context.mfaOptions!,
            sessionDurationMinutes: context.sessionDurationMinutes,
            otpExpirationMinutes: context.otpExpirationMinutes,
          };
        },
        onSnapshot: { actions: assign({ steppingUp: ({ event }) => event.snapshot.matches('running') }) },
        onDone: [
          {
            guard: ({ event }) => (event.output as StepUpOutput).kind === 'failed',
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => (event.output as Extract<StepUpOutput, { kind: 'failed' }>).error },
          },
          {
            target: 'authenticated',
            actions: assign({
              answer: ({ context, event }) => {
                const output = event.output as StepUpOutput;
                return context.answer?.handled && output.kind === 'done' ? { ...context.answer, result: output.result } : context.answer;
              },
            }),
          },
        ],
        onError: { target: 'failed', actions: recordFailure },
      },
      exit: assign({ steppingUp: false }),
    },
    declined: { type: 'final' },
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
    if (answer?.handled && context.declined) return { status: 'declined', tokenType: answer.tokenType };
    return answer?.handled
      ? { status: 'authenticated', tokenType: answer.tokenType, result: answer.result }
      : { status: 'noToken', tokenType: context.otherTokenType };
  },
});
