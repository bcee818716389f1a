import type { AuthClient, AuthenticateResult, PasskeyRegisterRequest } from '../../client';
import { PASSKEY_CEREMONY_TIMEOUT_MS } from '../../config/constants';
import { fromRequest } from '../shared/request';
import { passkeyRegistrationMachine } from './passkey-registration.machine';

/** A passkey registration through the client (a ceremony: the prompt's time counts). */
export const createRegisterPasskeyActor = (client: AuthClient) =>
  fromRequest<AuthenticateResult, PasskeyRegisterRequest>(
    (input, signal) => client.webauthn.register(input, { signal }),
    PASSKEY_CEREMONY_TIMEOUT_MS,
  );

/** PasskeyRegistrationStart bound to a client, ready to be a child of the flows that offer it. */
export function createPasskeyRegistrationLogic(client: AuthClient) {
  return passkeyRegistrationMachine.provide({ actors: { register: createRegisterPasskeyActor(client) } });
}
