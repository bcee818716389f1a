import { fromPromise } from 'xstate';
import type { AuthClient, BootstrapData, PasswordResetStartRequest } from '../../client';
import { loadPhoneNumberParser, type ParsedPhoneNumber, type PhoneInputValue, type PhoneNumberParser } from '../../validation/phone';
import { createMagicLinkActors, magicLinkMachine } from '../magic-link';
import { createOtpActors, otpMachine } from '../otp';
import { createPasswordActors, passwordMachine } from '../password';
import { resendCodeWith } from '../resend-code';
import type { FlowEffects } from '../shared/flow-effects';
import { createSendLinkActor, createSendResetActor, sendPasswordReset } from '../shared/senders';

export interface LoginActorOptions {
  /** Replaces the lazily loaded libphonenumber-js parser. */
  loadPhoneParser?: () => Promise<PhoneNumberParser>;
}

/** The login orchestrator's ports, bound to a client, with its child flows bound the same way. */
export function createLoginActors(client: AuthClient, effects?: FlowEffects, options: LoginActorOptions = {}) {
  const loadParser = options.loadPhoneParser ?? loadPhoneNumberParser;
  const otpActors = createOtpActors(client, effects);
  const actions = effects ? { actions: effects } : {};
  return {
    loadBootstrap: fromPromise<BootstrapData>(({ signal }) => client.bootstrap.load({ signal })),
    parsePhone: fromPromise<ParsedPhoneNumber, PhoneInputValue>(async ({ input }) =>
      (await loadParser()).parse({ phoneNumber: input.text, regionCode: input.regionCode }),
    ),
    sendCode: otpActors.sendCode,
    sendLink: createSendLinkActor(client),
    sendReset: createSendResetActor(client),
    searchUser: fromPromise(({ input, signal }: { input: { email: string }; signal: AbortSignal }) =>
      client.users.search(input, { signal }),
    ),
    otp: otpMachine.provide({ actors: otpActors, ...actions }),
    magicLink: magicLinkMachine.provide({ actors: createMagicLinkActors(client, effects), ...actions }),
    password: passwordMachine.provide({ actors: createPasswordActors(client), ...actions }),
    resetResend: resendCodeWith<PasswordResetStartRequest>((request, signal) => sendPasswordReset(client, request, signal), effects),
  };
}
