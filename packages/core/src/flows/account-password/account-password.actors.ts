import type { AuthClient } from '../../client';
import { createPasswordStrengthLogic } from '../password-strength';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { createLoadAccountActor } from '../shared/account-section';
import type { FlowActorOptions } from '../shared/request';
import type { PasswordChange } from './account-password.types';

/** The password section's ports, bound to a client. */
export function createAccountPasswordActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    loadAccount: createLoadAccountActor(client, options.requestTimeoutMs),
    sensitiveChange: createSensitiveChangeLogic<PasswordChange>(client, options, (change, signal) =>
      change.kind === 'session'
        ? client.passwords.resetBySession({ password: change.password, sessionDurationMinutes: change.sessionDurationMinutes }, { signal })
        : client.passwords.resetByExistingPassword(
            { email: change.email, existingPassword: change.existingPassword, newPassword: change.newPassword, sessionDurationMinutes: change.sessionDurationMinutes },
            { signal },
          ),
    ),
    passwordStrength: createPasswordStrengthLogic(client, options.requestTimeoutMs),
  };
}
