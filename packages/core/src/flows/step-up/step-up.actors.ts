import { fromPromise } from 'xstate';
import type { AuthClient } from '../../client';
import type { FlowActorOptions } from '../shared/request';
import type { MfaModule } from './step-up-module';

/** The step-up's one port: its module (the rules and the second factor's flow, bound to the client), loaded on demand. */
export function createStepUpActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    loadMfa: fromPromise<MfaModule>(() =>
      import('./step-up-module').then(({ mfaModule }) => mfaModule(client, options)),
    ),
  };
}
