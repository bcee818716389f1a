import type { AuthClient } from '../../client';
import { createMfaActors, mfaMachine } from '../mfa';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { sensitiveChangeMachine } from './sensitive-change.machine';

/**
 * The sensitive-change flow bound to a client, for one kind of change: `run` makes it (a call
 * through the client or the account backend) and resolves with what the flow that runs it needs.
 */
export function createSensitiveChangeLogic<TChange>(
  client: AuthClient,
  options: FlowActorOptions,
  run: (change: TChange, signal: AbortSignal) => Promise<unknown>,
) {
  return sensitiveChangeMachine.provide({
    actors: {
      change: fromRequest<unknown, unknown>((change, signal) => run(change as TChange, signal), options.requestTimeoutMs),
      mfa: mfaMachine.provide({
        actors: createMfaActors(client, options),
        ...(options.effects && { actions: options.effects }),
      }),
    },
    ...(options.effects && { actions: options.effects }),
  });
}
