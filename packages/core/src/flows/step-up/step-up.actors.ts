import { fromPromise } from 'xstate';
import type { AuthClient } from '../../client';
import type { FlowActorOptions } from '../shared/request';
import type { SecondFactorModule } from '../shared/step-up-module';

/** The step-up's one port: its module (the rules and the second factor's flow, bound to the client), loaded on demand. */
export function createStepUpActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    loadSecondFactor: fromPromise<SecondFactorModule>(() =>
      import('../shared/step-up-module').then(({ secondFactorModule }) => secondFactorModule(client, options)),
    ),
  };
}
