import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type AuthError, type MagicLinkRequest, type SendResult } from '../../client';
import { resendCodeMachine } from '../resend-code';
import { flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import { sendStep } from '../shared/send-step';

export interface MagicLinkInput {
  email: string;
  /** Redirect URLs, expiries, templates (spec §3 emailMagicLinksOptions). */
  request?: Omit<MagicLinkRequest, 'email'>;
  /** True when the link was already sent (by the Main screen); otherwise the flow sends it. */
  sent?: boolean;
}

export interface MagicLinkContext {
  request: MagicLinkRequest;
  alreadySent: boolean;
  error: AuthError | null;
}

export type MagicLinkEvent = { type: 'link.resend' };

/**
 * Email magic links (EmailConfirmation, spec §2): the link is sent, then the user is told to
 * check their email and can have it sent again. The login itself completes on the page the
 * link opens (`magicLinks.authenticate`), not here.
 */
export const magicLinkMachine = setup({
  types: {
    input: {} as MagicLinkInput,
    context: {} as MagicLinkContext,
    events: {} as MagicLinkEvent,
    children: {} as { resend: 'resendCode' },
  },
  actors: {
    sendLink: fromPromise<SendResult, MagicLinkRequest>(notProvided('sendLink'),
    ),
    resendCode: resendCodeMachine,
  },
  actions: {
    ...flowEffectStubs,
    setError: assign(({ context: _context }, error: AuthError) => ({ error })),
    clearError: assign({ error: null }),
  },
  guards: {
    wasSent: ({ context }) => context.alreadySent,
  },
}).createMachine({
  id: 'magicLink',
  context: ({ input }) => ({
    request: { ...input.request, email: input.email },
    alreadySent: input.sent === true,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'wasSent', target: 'sent' }, { target: 'sending' }],
    },
    sending: sendStep({
      kind: 'link',
      request: (context: MagicLinkContext) => context.request,
      sent: 'sent',
      failed: 'sendFailed',
      clearsError: true,
    }),
    sendFailed: {
      on: { 'link.resend': 'sending' },
    },
    sent: {
      invoke: {
        id: 'resend',
        src: 'resendCode',
        input: ({ context }) => ({ request: context.request }),
      },
      on: {
        'link.resend': { actions: sendTo('resend', { type: 'code.resend' }) },
      },
    },
  },
});
