import type { AuthClient } from '../../client';
import { createSecondFactorActors, secondFactorMachine } from '../second-factor';
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
      secondFactor: secondFactorMachine.provide({
        actors: createSecondFactorActors(client, options),
        ...(options.effects && { actions: options.effects }),
      }),
    },
    ...(options.effects && { actions: options.effects }),
  });
}
