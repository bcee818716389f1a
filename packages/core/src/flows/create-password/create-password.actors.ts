import type { AuthClient } from '../../client';
import type { FlowActorOptions } from '../shared/request';
import { createSendResetActor } from '../shared/senders';

export function createCreatePasswordActors(client: AuthClient, { requestTimeoutMs, effects }: FlowActorOptions = {}) {
  return { sendReset: createSendResetActor(client, requestTimeoutMs, effects) };
}
