import type { AuthClient } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/** The question's ports: the held session becomes the page's, or is forgotten. */
export function createAccountSwitchActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    switchToHeld: fromRequest<void, void>((_, signal) => client.session.switchToHeld({ signal }), options.requestTimeoutMs),
    dropHeld: fromRequest<void, void>(async () => client.session.dropHeld()),
  };
}
