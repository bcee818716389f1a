import type { AuthClient, AuthenticateResult, PasswordResetRequest, TokenAuthenticateRequest } from '../../client';
import { createPasskeyUpgradeActors, createQuietPasskeyActor, passkeyUpgradeMachine } from '../passkey-upgrade';
import { createPasswordStrengthLogic } from '../password-strength';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/** The reset mode's ports. Both ways out log in: a new password, or the token as a magic link (protocol §5). */
export function createPasswordResetActors(client: AuthClient, options: FlowActorOptions = {}) {
  const { requestTimeoutMs, effects } = options;
  return {
    resetPassword: fromRequest<AuthenticateResult, PasswordResetRequest>(
      (input, signal) => client.passwords.resetByEmail(input, { signal }),
      requestTimeoutMs,
    ),
    authenticateToken: fromRequest<AuthenticateResult, TokenAuthenticateRequest>(
      (input, signal) => client.magicLinks.authenticate(input, { signal }),
      requestTimeoutMs,
    ),
    passwordStrength: createPasswordStrengthLogic(client, requestTimeoutMs),
    passkeyUpgrade: passkeyUpgradeMachine.provide({
      actors: createPasskeyUpgradeActors(client, options),
      ...(effects && { actions: effects }),
    }),
    quietPasskey: createQuietPasskeyActor(client, options),
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use createPasswordResetActors; removed in 0.3. */
export const createResetPasswordActors = createPasswordResetActors;
