import type { AuthClient, AuthenticateResult } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { createStepUpActors, stepUpMachine } from '../step-up';

/**
 * The consent page's ports: session (its cookie's included, revoke, attest), the account the
 * step-up reads (the user and their session's factors), and the IDP authorize calls.
 */
export function createIdpConsentActors(client: AuthClient, options: FlowActorOptions = {}) {
  const timeout = options.requestTimeoutMs;
  return {
    revokeSession: fromRequest((request: { forceClear: boolean }, signal) => client.session.revoke(request, { signal }), timeout),
    attestSession: fromRequest(
      (request: { token: string; profileId: string; sessionDurationMinutes: number }, signal) => client.session.attest(request, { signal }),
      timeout,
    ),
    currentSession: fromRequest((_: void, signal) => client.session.load({ signal }), timeout),
    readAccount: fromRequest<AuthenticateResult | null, void>(async (_, signal) => {
      const session = client.session.current();
      const user = await client.user.get({ signal });
      if (!session || !user) return null;
      const factors = await client.session.factors();
      return {
        userId: user.userId,
        session: { sessionId: session.sessionId, userId: session.userId, expiresAt: '', authenticationFactors: factors },
        user,
        raw: null,
      };
    }, timeout),
    stepUp: stepUpMachine.provide({
      actors: createStepUpActors(client, options),
      ...(options.effects && { actions: options.effects }),
    }),
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
