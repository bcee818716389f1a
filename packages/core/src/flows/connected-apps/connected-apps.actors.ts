import type { AuthClient } from '../../client';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { loadAccountState, type AccountState } from '../shared/account-section';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { AppsState } from './connected-apps.machine';

/** The apps section's ports, bound to a client. */
export function createConnectedAppsActors(client: AuthClient, options: FlowActorOptions = {}) {
  return {
    loadApps: fromRequest<AppsState | null, { account: AccountState | null }>(async ({ account }, signal) => {
      const state = account ?? (await loadAccountState(client, signal));
      return state ? { account: state, apps: await client.user.connectedApps({ signal }) } : null;
    }, options.requestTimeoutMs),
    sensitiveChange: createSensitiveChangeLogic<{ connectedAppId: string }>(client, options, (change, signal) =>
      client.user.revokeConnectedApp(change, { signal }),
    ),
  };
}
