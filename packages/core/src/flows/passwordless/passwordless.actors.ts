import type { AuthClient } from '../../client';
import type { FlowActorOptions } from '../shared/request';
import { createSendCodeActor, createSendLinkActor, createSendResetActor } from '../shared/senders';

export function createPasswordlessActors(client: AuthClient, { requestTimeoutMs, effects }: FlowActorOptions = {}) {
  return {
    sendCode: createSendCodeActor(client, requestTimeoutMs),
    sendLink: createSendLinkActor(client, requestTimeoutMs, effects),
    sendReset: createSendResetActor(client, requestTimeoutMs, effects),
  };
}
