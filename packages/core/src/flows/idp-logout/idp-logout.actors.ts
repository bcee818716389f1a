import type { AuthClient, IdpLogoutRequest } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/** The logout page's ports: the server's preflight, and the session's revocation. */
export function createIdpLogoutActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    logoutStart: fromRequest((request: IdpLogoutRequest, signal) => client.idp.logoutStart(request, { signal }), options.requestTimeoutMs),
    revoke: fromRequest((request: { forceClear: boolean }, signal) => client.session.revoke(request, { signal }), options.requestTimeoutMs),
  };
}
