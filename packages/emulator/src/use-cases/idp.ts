/** The identity provider's consent step (protocol §8.2): issuing the authorization code. */
import type { EmulatorContext } from '../context';
import { issueAuthorizationCode, prepareAuthorizationCode, type AuthorizeRequest } from '../domain/idp';
import type { SessionRecord } from '../store';

/**
 * Records the grant (every app the user lets in is a Connected App of theirs, consent or not) and
 * issues an authorization code for `request`, bound to the user's session; returns the code.
 */
export async function issueCode(
  ctx: EmulatorContext,
  input: { session: SessionRecord; request: AuthorizeRequest; scopes: string[] },
): Promise<string> {
  const { store } = ctx;
  const { request, session, scopes } = input;
  const prepared = await prepareAuthorizationCode();
  const now = ctx.clock.now();
  store.transaction(() => {
    store.idpGrants.add(session.user_id, request.app.client_id, scopes, now);
    issueAuthorizationCode(store, prepared, { request, session, scopes, now });
  });
  return prepared.code;
}
