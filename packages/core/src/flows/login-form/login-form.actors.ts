import { fromPromise } from 'xstate';
import type { AuthClient, PasswordUserType } from '../../client';
import { loadPhoneNumberParser, type ParsedPhoneNumber, type PhoneInputValue, type PhoneNumberParser } from '../../validation/phone';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { createSendCodeActor, createSendLinkActor } from '../shared/senders';

export interface LoginFormActorOptions extends FlowActorOptions {
  /** Replaces the lazily loaded libphonenumber-js parser. */
  loadPhoneParser?: () => Promise<PhoneNumberParser>;
}

/** Main's form's ports, bound to a client. */
export function createLoginFormActors(client: AuthClient, { requestTimeoutMs, effects, loadPhoneParser }: LoginFormActorOptions = {}) {
  const loadParser = loadPhoneParser ?? loadPhoneNumberParser;
  return {
    parsePhone: fromPromise<ParsedPhoneNumber, PhoneInputValue>(async ({ input }) =>
      (await loadParser()).parse({ phoneNumber: input.text, regionCode: input.regionCode }),
    ),
    sendCode: createSendCodeActor(client, requestTimeoutMs),
    sendLink: createSendLinkActor(client, requestTimeoutMs, effects),
    searchUser: fromRequest<{ userType: PasswordUserType }, { email: string }>(
      (input, signal) => client.users.search(input, { signal }),
      requestTimeoutMs,
    ),
  };
}
