import { fromPromise } from 'xstate';
import type { AuthClient, AuthenticateResult } from '../../client';
import { createPasswordStrengthLogic } from '../password-strength';
import { createSendCodeActor, createSendLinkActor, createSendResetActor } from '../shared/senders';
import type { PasswordSubmission } from './password.types';

/** The password flow's ports, bound to a client. */
export function createPasswordActors(client: AuthClient) {
  return {
    submitPassword: fromPromise<AuthenticateResult, PasswordSubmission>(({ input: { create, ...request }, signal }) =>
      create ? client.passwords.create(request, { signal }) : client.passwords.authenticate(request, { signal }),
    ),
    sendReset: createSendResetActor(client),
    sendLink: createSendLinkActor(client),
    sendCode: createSendCodeActor(client),
    passwordStrength: createPasswordStrengthLogic(client),
  };
}
