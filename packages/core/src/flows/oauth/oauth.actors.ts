import type { AuthClient, OAuthStartRequest } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/** Social sign-in's one port: the provider start (a navigation, so it resolves at once). */
export function createOAuthActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    start: fromRequest<void, OAuthStartRequest>((request) => client.oauth.start(request), options.requestTimeoutMs),
  };
}
