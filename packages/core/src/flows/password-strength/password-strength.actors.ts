import { fromPromise } from 'xstate';
import type { AuthClient } from '../../client';
import { passwordStrengthMachine } from './password-strength.machine';

/** The strength check bound to a client, ready to be a child of the flows that set passwords. */
export function createPasswordStrengthLogic(client: AuthClient) {
  return passwordStrengthMachine.provide({
    actors: { checkStrength: fromPromise(({ input, signal }) => client.passwords.strengthCheck(input, { signal })) },
  });
}
