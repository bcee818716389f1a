import type { AuthClient } from '../../client';
import { fallbackPhoneNumber, loadPhoneNumberParser, type PhoneInputValue, type PhoneNumberParser } from '../../validation/phone';
import { createOtpActors, otpMachine } from '../otp';
import { phoneInputMachine } from '../phone-input';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { createLoadAccountActor } from '../shared/account-section';
import type { FlowActorOptions } from '../shared/request';
import type { PhoneChange } from './phone-numbers.types';
import { fromPromise } from 'xstate';

export interface PhoneNumbersActorOptions extends FlowActorOptions {
  /** Replaces the lazily loaded libphonenumber-js parser (tests, stories). */
  loadPhoneParser?: () => Promise<PhoneNumberParser>;
}

/** A text to a number for the signed-in user (`otps.sms.send`: `send/secondary`). */
const textTo = (client: AuthClient, request: { phoneNumber: string; expirationMinutes: number; locale?: string }, signal: AbortSignal) =>
  client.otps.sms.send(
    { phoneNumber: request.phoneNumber, expirationMinutes: request.expirationMinutes, ...(request.locale !== undefined && { locale: request.locale }) },
    { signal },
  );

/** The phone section's ports, bound to a client. */
export function createPhoneNumbersActors(client: AuthClient, options: PhoneNumbersActorOptions = {}) {
  const timeout = options.requestTimeoutMs;
  const loadParser = options.loadPhoneParser ?? loadPhoneNumberParser;
  return {
    loadAccount: createLoadAccountActor(client, timeout),
    // libphonenumber's rules when it loads, else the calling code and the digits typed (as Main).
    readPhone: fromPromise<string | null, PhoneInputValue>(async ({ input }) => {
      const parsed = await loadParser().then(
        (parser) => parser.parse({ phoneNumber: input.text, regionCode: input.regionCode }),
        () => fallbackPhoneNumber(input),
      );
      return parsed.isValid ? parsed.number : null;
    }),
    sensitiveChange: createSensitiveChangeLogic<PhoneChange>(client, options, (change, signal) =>
      change.kind === 'send' ? textTo(client, change, signal) : client.user.deletePhoneNumber({ phoneId: change.phoneId }, { signal }),
    ),
    // A resend is the signed-in user's code again (`sendKind: 'signedInCode'`).
    code: otpMachine.provide({ actors: createOtpActors(client, options), ...(options.effects && { actions: options.effects }) }),
    phoneInput: phoneInputMachine.provide({ actors: { loadParser: fromPromise(loadParser) } }),
  };
}
