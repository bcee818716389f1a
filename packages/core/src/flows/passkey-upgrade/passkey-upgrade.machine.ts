import { assign, fromPromise, setup } from 'xstate';
import { type AuthUser } from '../../client';
import { SESSION_DURATION_MINUTES } from '../../config/constants';
import { passkeyRegistrationStartMachine } from '../passkey-registration-start';
import { flowEffectStubs } from '../shared/flow-effects';
import type { AuthenticatedVia, FlowOutcome } from '../shared/outcome';
import { notProvided } from '../shared/not-provided';

export interface PasskeyUpgradeInput {
  /** How the user just logged in: the confirmation that follows the offer. */
  via: Exclude<AuthenticatedVia, 'passkey'>;
  /** The user the login answered with, if it did (else the flow looks the user up). */
  user: AuthUser | null;
  sessionDurationMinutes?: number;
}

/** What the flow learns before offering anything. */
export interface PasskeyUpgradeInspection {
  signedIn: boolean;
  hasPasskey: boolean;
  /** The page can use passkeys at all (WebAuthn, in a secure context): no offer otherwise. */
  canUsePasskeys: boolean;
  /** The browser can create a passkey quietly (WebAuthn conditional create). */
  canCreateQuietly: boolean;
}

export interface PasskeyUpgradeContext {
  via: PasskeyUpgradeInput['via'];
  user: AuthUser | null;
  sessionDurationMinutes: number;
  createQuietly: boolean;
}

export type PasskeyUpgradeOutput = Extract<FlowOutcome, { kind: 'passkeyOfferDone' }>;

/**
 * Portico's passkey upgrade after a login by password, code or link (`passkeyOptions.
 * upgradeAfterLogin`): for a signed-in user without a passkey, a browser that can create one
 * quietly gets to (the flow ends with `createQuietly`, and the confirmation runs the quiet
 * creation, so the login is never held up); any other browser shows PasskeyRegistrationStart
 * (the `registration` child). It never blocks the login: a skip, a refusal or a failure ends the
 * offer, and the flow goes on to its confirmation as before.
 */
export const passkeyUpgradeMachine = setup({
  types: {
    input: {} as PasskeyUpgradeInput,
    context: {} as PasskeyUpgradeContext,
    output: {} as PasskeyUpgradeOutput,
    children: {} as { registration: 'passkeyRegistrationStart' },
  },
  actors: {
    inspect: fromPromise<PasskeyUpgradeInspection, { user: AuthUser | null }>(notProvided('inspect'),
    ),
    passkeyRegistrationStart: passkeyRegistrationStartMachine,
  },
  actions: {
    ...flowEffectStubs,
  },
}).createMachine({
  id: 'passkeyUpgrade',
  context: ({ input }) => ({
    via: input.via,
    user: input.user,
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    createQuietly: false,
  }),
  initial: 'inspecting',
  states: {
    inspecting: {
      tags: 'pending',
      invoke: {
        src: 'inspect',
        input: ({ context }) => ({ user: context.user }),
        onDone: [
          { guard: ({ event }) => !event.output.signedIn || event.output.hasPasskey || !event.output.canUsePasskeys, target: 'finished' },
          {
            guard: ({ event }) => event.output.canCreateQuietly,
            target: 'finished',
            actions: assign({ createQuietly: true }),
          },
          { target: 'offering' },
        ],
        onError: 'finished',
      },
    },
    offering: {
      invoke: {
        id: 'registration',
        src: 'passkeyRegistrationStart',
        input: ({ context }) => ({ sessionDurationMinutes: context.sessionDurationMinutes }),
        onDone: 'finished',
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => ({ kind: 'passkeyOfferDone', via: context.via, createQuietly: context.createQuietly }),
});
