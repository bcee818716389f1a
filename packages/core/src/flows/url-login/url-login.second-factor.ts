import type { AuthClient } from '../../client';
import { resolveMfaOptions } from '../../config/mfa-options';
import { createSecondFactorActors, planStepUp, secondFactorMachine } from '../second-factor';
import type { FlowActorOptions } from '../shared/request';
import type { SecondFactorModule } from './url-login.machine';

/**
 * The redirect page's step-up, a chunk of its own: the rules (`planStepUp` over the resolved
 * mfaOptions) and the flow, bound to the client. Loaded only by a page given mfaOptions.
 */
export function secondFactorModule(client: AuthClient, options: FlowActorOptions): SecondFactorModule {
  return {
    planStepUp: (result, mfaOptions) => planStepUp(result, resolveMfaOptions(mfaOptions)),
    machine: secondFactorMachine.provide({
      actors: createSecondFactorActors(client, options),
      ...(options.effects && { actions: options.effects }),
    }),
  };
}
