import { assign, fromPromise, setup } from 'xstate';
import {
  toAuthError,
  type AuthError,
  type PasswordStrengthRequest,
  type PasswordStrengthResult,
} from '../../client';
import { PASSWORD_STRENGTH_DEBOUNCE_MS } from '../../config/constants';
import { notProvided } from '../shared/not-provided';

export interface PasswordStrengthInput {
  /** Sent with every check on the create form, so a password built from the email scores low. */
  email?: string;
}

export interface PasswordStrengthContext {
  email: string | undefined;
  password: string;
  /** The server's verdict on `password`; null while that password has not been checked. */
  result: PasswordStrengthResult | null;
  error: AuthError | null;
}

export type PasswordStrengthEvent =
  | { type: 'password.change'; password: string }
  /** After a failed check (the server did not answer, or answered an error): the same password again. */
  | { type: 'password.recheck' };

/**
 * The password strength check of spec §5: it runs on every change of the password (after a
 * short pause in typing, so a fast typist does not send one request per key). A change drops
 * the previous verdict and cancels its request, so an answer for an older password is never
 * shown; the password counts as valid only when the server said so for exactly this password.
 */
export const passwordStrengthMachine = setup({
  types: {
    input: {} as PasswordStrengthInput,
    context: {} as PasswordStrengthContext,
    events: {} as PasswordStrengthEvent,
  },
  actors: {
    checkStrength: fromPromise<PasswordStrengthResult, PasswordStrengthRequest>(notProvided('checkStrength'),
    ),
  },
  guards: {
    isEmpty: ({ event }) => event.type === 'password.change' && event.password === '',
  },
  delays: {
    typingPause: PASSWORD_STRENGTH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'passwordStrength',
  context: ({ input }) => ({ email: input.email, password: '', result: null, error: null }),
  initial: 'empty',
  on: {
    'password.change': [
      { guard: 'isEmpty', target: '.empty', actions: assign({ password: '', result: null, error: null }) },
      {
        target: '.waiting',
        reenter: true,
        actions: assign({ password: ({ event }) => event.password, result: null, error: null }),
      },
    ],
  },
  states: {
    empty: {},
    waiting: {
      after: { typingPause: 'checking' },
    },
    checking: {
      tags: 'pending',
      invoke: {
        src: 'checkStrength',
        input: ({ context }) => ({
          password: context.password,
          ...(context.email !== undefined && { email: context.email }),
        }),
        onDone: { target: 'checked', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toAuthError(event.error) }) },
      },
    },
    checked: {},
    failed: { on: { 'password.recheck': 'checking' } },
  },
});
