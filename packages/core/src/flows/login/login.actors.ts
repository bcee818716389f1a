import { fromPromise } from 'xstate';
import type { AuthClient, BootstrapData } from '../../client';
import { loadPhoneNumberParser, type ParsedPhoneNumber, type PhoneInputValue, type PhoneNumberParser } from '../../validation/phone';
import { createOtpActors, otpMachine } from '../otp';
import type { FlowEffects } from '../shared/flow-effects';

export interface LoginActorOptions {
  /** Replaces the lazily loaded libphonenumber-js parser. */
  loadPhoneParser?: () => Promise<PhoneNumberParser>;
}

/** The login orchestrator's ports, bound to a client, with its child flows bound the same way. */
export function createLoginActors(client: AuthClient, effects?: FlowEffects, options: LoginActorOptions = {}) {
  const loadParser = options.loadPhoneParser ?? loadPhoneNumberParser;
  const otpActors = createOtpActors(client, effects);
  return {
    loadBootstrap: fromPromise<BootstrapData>(({ signal }) => client.bootstrap.load({ signal })),
    parsePhone: fromPromise<ParsedPhoneNumber, PhoneInputValue>(async ({ input }) =>
      (await loadParser()).parse({ phoneNumber: input.text, regionCode: input.regionCode }),
    ),
    sendCode: otpActors.sendCode,
    otp: otpMachine.provide({ actors: otpActors, ...(effects && { actions: effects }) }),
  };
}
