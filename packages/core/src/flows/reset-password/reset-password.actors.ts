import { fromPromise } from 'xstate';
import type { AuthClient, AuthenticateResult, PasswordResetRequest, TokenAuthenticateRequest } from '../../client';
import { createPasswordStrengthLogic } from '../password-strength';

/** The reset mode's ports. Both ways out log in: a new password, or the token as a magic link (protocol §5). */
export function createResetPasswordActors(client: AuthClient) {
  return {
    resetPassword: fromPromise<AuthenticateResult, PasswordResetRequest>(({ input, signal }) =>
      client.passwords.resetByEmail(input, { signal }),
    ),
    authenticateToken: fromPromise<AuthenticateResult, TokenAuthenticateRequest>(({ input, signal }) =>
      client.magicLinks.authenticate(input, { signal }),
    ),
    passwordStrength: createPasswordStrengthLogic(client),
  };
}
