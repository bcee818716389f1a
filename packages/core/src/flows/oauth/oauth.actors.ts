import type { AuthClient, OAuthStartRequest } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { recordSignInStart } from '../shared/sign-in-start';

/**
 * Social sign-in's one port: the provider start (a navigation, so it resolves at once). This tab
 * records the start first: the redirect that comes back to it spends its token in one step.
 */
export function createOAuthActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    start: fromRequest<void, OAuthStartRequest>((request) => {
      recordSignInStart();
      return client.oauth.start(request);
    }, options.requestTimeoutMs),
  };
}
