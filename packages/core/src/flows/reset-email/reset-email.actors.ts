import type { AuthClient, PasswordResetStartRequest } from '../../client';
import { resendCodeWith } from '../resend-code';
import type { FlowActorOptions } from '../shared/request';
import { createSendLinkActor, sendPasswordReset } from '../shared/senders';

export function createResetEmailActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    sendLink: createSendLinkActor(client, options.requestTimeoutMs, options.effects),
    resendCode: resendCodeWith<PasswordResetStartRequest>((request, signal) => sendPasswordReset(client, request, signal, options.effects), options),
  };
}
