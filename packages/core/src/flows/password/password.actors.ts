import type { AuthClient, AuthenticateResult } from '../../client';
import { createPasswordStrengthLogic } from '../password-strength';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { createSendCodeActor, createSendLinkActor, createSendResetActor } from '../shared/senders';
import type { PasswordSubmission } from './password.types';

/** The password flow's ports, bound to a client. */
export function createPasswordActors(client: AuthClient, { requestTimeoutMs, effects }: FlowActorOptions = {}) {
  return {
    submitPassword: fromRequest<AuthenticateResult, PasswordSubmission>(
      ({ create, ...request }, signal) =>
        create ? client.passwords.create(request, { signal }) : client.passwords.authenticate(request, { signal }),
      requestTimeoutMs,
    ),
    sendReset: createSendResetActor(client, requestTimeoutMs, effects),
    sendLink: createSendLinkActor(client, requestTimeoutMs, effects),
    sendCode: createSendCodeActor(client, requestTimeoutMs),
    passwordStrength: createPasswordStrengthLogic(client, requestTimeoutMs),
  };
}
