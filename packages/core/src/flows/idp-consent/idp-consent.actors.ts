import type { AuthClient } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/** The consent page's ports: session (current, revoke, attest) and the IDP authorize calls. */
export function createIdpConsentActors(client: AuthClient, options: FlowActorOptions = {}) {
  const timeout = options.requestTimeoutMs;
  return {
    revokeSession: fromRequest((request: { forceClear: boolean }, signal) => client.session.revoke(request, { signal }), timeout),
    attestSession: fromRequest(
      (request: { token: string; profileId: string; sessionDurationMinutes: number }, signal) => client.session.attest(request, { signal }),
      timeout,
    ),
    currentSession: fromRequest((_: void) => Promise.resolve(client.session.current()), timeout),
    authorizeStart: fromRequest(
      (request: Parameters<AuthClient['idp']['authorizeStart']>[0], signal) => client.idp.authorizeStart(request, { signal }),
      timeout,
    ),
    authorizeSubmit: fromRequest(
      (request: Parameters<AuthClient['idp']['authorizeSubmit']>[0], signal) => client.idp.authorizeSubmit(request, { signal }),
      timeout,
    ),
  };
}
