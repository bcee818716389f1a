import { createAuthError, type AccountBackend, type AuthClient } from '../../client';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { createLoadAccountActor } from '../shared/account-section';
import { fromRequest, type FlowActorOptions } from '../shared/request';

export interface DeleteAccountActorOptions extends FlowActorOptions {
  /** The host's server side (`createAccountBackend({ url })`): the browser SDK cannot delete a user. */
  backend?: AccountBackend;
}

/** The delete-account section's ports, bound to a client and the host's backend. */
export function createDeleteAccountActors(client: AuthClient, options: DeleteAccountActorOptions = {}) {
  return {
    loadAccount: createLoadAccountActor(client, options.requestTimeoutMs),
    signOut: fromRequest<void>((_input, signal) => client.session.revoke({ forceClear: true }, { signal }), options.requestTimeoutMs),
    sensitiveChange: createSensitiveChangeLogic<{ kind: 'deleteUser' }>(client, options, async (_change, signal) => {
      if (!options.backend) throw createAuthError('not_supported', { message: 'Deleting the account needs an AccountBackend (createAccountBackend({ url })).' });
      return options.backend.deleteUser({ sessionJwt: await client.session.jwt(), signal });
    }),
  };
}
