import { enqueueActions, type DoneActorEvent, type MachineContext } from 'xstate';
import type { MagicLinkRequest, OtpMethod, OtpSendResult, PasswordResetStartRequest, SendResult, TelemetryEvent } from '../../client';
import { clockNow } from './clock';
import { AuthEventType, recordFailure, type AuthEvent } from './flow-effects';
import type { OtpState } from './outcome';
import type { SendCodeRequest } from './senders';

/**
 * What a send step sends: a login code (`otps.*.loginOrCreate`), a code to the signed-in user
 * (`otps.*.send`: the MFA step-up's, the account's), a login link, or a password-reset email.
 */
export type SendKind = 'code' | 'signedInCode' | 'link' | 'reset';

/**
 * Per kind: the actor the step invokes (every sender declares its ports under these names), the
 * host event it reports (Stytch's names; none for a code to the signed-in user, which Stytch's
 * UI never sends and names no event for), and the `type` its `email_sent` telemetry carries
 * (Stytch's `EmailSentType` for the login's three; `send_otp`, after the call as Stytch names
 * the others, is Portico's own).
 */
export const SEND_KINDS = {
  code: { src: 'sendCode', event: AuthEventType.OTPsLoginOrCreate, emailType: 'login_or_create_otp' },
  signedInCode: { src: 'sendSignedInCode', event: null, emailType: 'send_otp' },
  link: { src: 'sendLink', event: AuthEventType.MagicLinkLoginOrCreate, emailType: 'login_or_create_eml' },
  reset: { src: 'sendReset', event: AuthEventType.PasswordResetByEmailStart, emailType: 'reset_password' },
} as const;

/** The request each kind's actor takes, and what it answers. */
export type SendRequestOf<K extends SendKind> = K extends 'code' | 'signedInCode'
  ? SendCodeRequest
  : K extends 'link'
    ? MagicLinkRequest
    : PasswordResetStartRequest;
export type SendAnswerOf<K extends SendKind> = K extends 'code' | 'signedInCode' ? OtpSendResult : SendResult;

/**
 * The address a request emails, for `email_sent`: a link's or a reset's, a code's when it goes by
 * email; null for a code texted to a phone (no telemetry then).
 */
export function emailedTo(request: SendRequestOf<SendKind>): string | null {
  if ('method' in request) return request.method === 'email' ? request.destination : null;
  return request.email;
}

/** What a step's `outcome` is built from: the machine's context, the send's answer, when it went out. */
export interface SentArgs<TContext, K extends SendKind> {
  context: TContext;
  answer: SendAnswerOf<K>;
  /** On the actor system's clock (`clockNow`). */
  sentAt: number;
}

export interface SendStepOptions<
  TContext extends MachineContext,
  K extends SendKind,
  TOutcome,
  TFailure extends readonly unknown[],
  C extends boolean,
  TSent extends readonly unknown[] = [],
> {
  kind: K;
  /** The request, from the machine's context. */
  request: (context: TContext) => SendRequestOf<K>;
  /** Where a sent request goes (the final state, when the flow ends with the outcome). */
  sent: string;
  /** Where a failure goes; its error is kept (`setError`) and reported (`reportError`). */
  failed: string;
  /** What the flow finishes with, handed to the machine's `finish` action; none: the flow goes on. */
  outcome?: (args: SentArgs<TContext, K>) => TOutcome;
  /** The machine's `clearError` on entry (a retry starts without the last error). */
  clearsError?: C;
  /** Actions after the failure's own (say, which part of the screen failed). */
  onFailure?: TFailure;
  /** Actions after the step's own once sent, for a flow that goes on (the OTP flow keeps the code's method id and expiry). */
  onSent?: TSent;
}

/**
 * The one "send a code, a link or a reset email" step of every sending flow, as the state config
 * a machine puts where it sends: busy (`pending`) while its actor (`sendCode`, `sendLink`,
 * `sendReset`, `sendSignedInCode`) runs; on success it reports the host event (if its kind has one), logs `email_sent` when it emailed (to
 * the request's address: `emailedTo`), and finishes with the typed outcome (the machine's
 * `finish`); on failure it keeps and reports the error (`recordFailure`). The machine declares the actor, `finish` (with `outcome`) and
 * `clearError` (with `clearsError`) in its `setup`; the names are checked there.
 */
export function sendStep<
  TContext extends MachineContext,
  const K extends SendKind,
  TOutcome = never,
  const TFailure extends readonly unknown[] = [],
  const C extends boolean = false,
  const TSent extends readonly unknown[] = [],
>(options: SendStepOptions<TContext, K, TOutcome, TFailure, C, TSent>) {
  const { kind, request, sent, failed, outcome, clearsError, onFailure = [] as unknown as TFailure, onSent = [] as unknown as TSent } = options;
  type Kind = (typeof SEND_KINDS)[K];
  const src = SEND_KINDS[kind].src as Kind['src'];
  const hostEvent = SEND_KINDS[kind].event as Kind['event'];
  const emailType = SEND_KINDS[kind].emailType as Kind['emailType'];
  // The named actions it raises, checked against the machine's own where the step is used:
  // `_out_TAction` is how XState compares an action function's actions with a machine's.
  type StepAction =
    | { type: 'reportEvent'; params: AuthEvent }
    | { type: 'logTelemetry'; params: TelemetryEvent }
    | ([TOutcome] extends [never] ? never : unknown extends TOutcome ? never : { type: 'finish'; params: TOutcome });
  type WhenSent = {
    (args: { context: TContext; event: DoneActorEvent<SendAnswerOf<K>> }, params: undefined): void;
    _out_TAction?: StepAction;
  };
  const whenSent = enqueueActions(({ context, event, system, enqueue }) => {
    const answer = (event as DoneActorEvent<SendAnswerOf<K>>).output;
    const raised: StepAction[] = hostEvent === null ? [] : [{ type: 'reportEvent', params: { type: hostEvent, data: answer.raw } }];
    const email = emailedTo(request(context as TContext));
    if (email !== null) raised.push({ type: 'logTelemetry', params: { name: 'email_sent', details: { email, type: emailType } } });
    if (outcome) raised.push({ type: 'finish', params: outcome({ context: context as TContext, answer, sentAt: clockNow(system) }) } as StepAction);
    for (const action of raised) enqueue(action);
  }) as unknown as WhenSent;
  return {
    tags: 'pending' as const,
    ...((clearsError ? { entry: 'clearError' } : {}) as C extends true ? { entry: 'clearError' } : object),
    invoke: {
      src,
      input: ({ context }: { context: TContext }) => request(context),
      onDone: { target: sent, actions: [whenSent, ...onSent] },
      onError: { target: failed, actions: [...recordFailure, ...onFailure] },
    },
  };
}

/** The `otpState` of a code that went out (spec §3), for a `codeSent` outcome. */
export function sentCode(
  request: { method: OtpMethod; destination: string; displayDestination?: string },
  { answer, sentAt }: { answer: OtpSendResult; sentAt: number },
): OtpState {
  return {
    type: request.method,
    methodId: answer.methodId,
    otpDestination: request.destination,
    displayDestination: request.displayDestination ?? request.destination,
    sentAt,
  };
}
