import type { AuthClient, AuthenticateResult, PasskeyRegisterRequest } from '../../client';
import { PASSKEY_CEREMONY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../config/constants';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { passkeyRegistrationMachine, type PasskeyStepUpRequest, type PreparedPasskeyStepUp } from './passkey-registration.machine';

/**
 * A passkey registration through the client: a ceremony, so the whole of it gets the ceremony
 * timeout (the prompt's time counts) and each of its server calls the request timeout.
 */
export const createRegisterPasskeyActor = (client: AuthClient, { requestTimeoutMs = REQUEST_TIMEOUT_MS }: FlowActorOptions = {}) =>
  fromRequest<AuthenticateResult, PasskeyRegisterRequest>(
    (input, signal) => client.webauthn.register(input, { signal, serverTimeoutMs: requestTimeoutMs }),
    PASSKEY_CEREMONY_TIMEOUT_MS,
  );

/** PasskeyRegistrationStart bound to a client, ready to be a child of the flows that offer it. */
export function createPasskeyRegistrationLogic(client: AuthClient, options: FlowActorOptions = {}) {
  return passkeyRegistrationMachine.provide({
    actors: {
      register: createRegisterPasskeyActor(client, options),
      // The step-up (its rules and its flow) is fetched only when Stytch asks for it.
      prepareStepUp: fromRequest<PreparedPasskeyStepUp | null, PasskeyStepUpRequest>(
        (request, signal) => import('./passkey-registration.step-up').then((module) => module.prepareStepUp(client, options, request, signal)),
        options.requestTimeoutMs,
      ),
    },
  });
}
