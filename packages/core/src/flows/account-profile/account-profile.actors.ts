import type { AuthClient, UserUpdateRequest } from '../../client';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { createLoadAccountActor } from '../shared/account-section';
import type { FlowActorOptions } from '../shared/request';

/** The profile section's ports, bound to a client. */
export function createAccountProfileActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    loadAccount: createLoadAccountActor(client, options.requestTimeoutMs),
    sensitiveChange: createSensitiveChangeLogic<UserUpdateRequest>(client, options, (change, signal) => client.user.update(change, { signal })),
  };
}
