import type { AuthClient, PasswordStrengthRequest, PasswordStrengthResult } from '../../client';
import { fromRequest } from '../shared/request';
import { passwordStrengthMachine } from './password-strength.machine';

/** The strength check bound to a client, ready to be a child of the flows that set passwords. */
export function createPasswordStrengthLogic(client: AuthClient, requestTimeoutMs?: number) {
  return passwordStrengthMachine.provide({
    actors: {
      checkStrength: fromRequest<PasswordStrengthResult, PasswordStrengthRequest>(
        (input, signal) => client.passwords.strengthCheck(input, { signal }),
        requestTimeoutMs,
      ),
    },
  });
}
