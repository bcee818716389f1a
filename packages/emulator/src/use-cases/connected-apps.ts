/** The Connected Apps a user let in through the identity provider (protocol §2.6, §8). */
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { findConnectedApp } from '../domain/idp';

/**
 * Revokes the app's access: its refresh tokens and access tokens stop working, and the next
 * authorization asks for consent again. 404 `connected_app_not_found` for an app the user has not
 * connected.
 */
export async function revokeConnectedApp(ctx: EmulatorContext, input: { userId: string; clientId: string }): Promise<void> {
  const { store } = ctx;
  const { userId } = input;
  const app = findConnectedApp(ctx.settings, input.clientId);
  const now = ctx.clock.now();
  const revoked = store.transaction(() => {
    if (!store.idpGrants.remove(userId, app.client_id)) return false;
    store.idpRefreshTokens.revokeForClient(userId, app.client_id, now);
    return true;
  });
  if (!revoked) {
    throw new DomainError('not_found', 'connected_app_not_found', `The user has not connected "${app.client_id}", so there is nothing to revoke.`);
  }
}
