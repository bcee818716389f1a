import { createAuthError, type AccountBackend, type AccountSession, type AuthClient } from '../../client';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { loadAccountState, type AccountState } from '../shared/account-section';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { DevicesState } from './devices.machine';
import type { AccountDevice, DevicesChange } from './devices.types';

export interface DevicesActorOptions extends FlowActorOptions {
  /** The host's server side (`createAccountBackend({ url })`): without it the section cannot list anything. */
  backend?: AccountBackend;
}

/** Each session's browser and system, read from its user agent with bowser (loaded with the list). */
async function describeSessions(sessions: AccountSession[]): Promise<AccountDevice[]> {
  const { default: Bowser } = await import('bowser');
  return sessions.map((session) => {
    if (!session.userAgent) return { ...session, browser: null, os: null, deviceType: null };
    const parsed = Bowser.parse(session.userAgent);
    return { ...session, browser: parsed.browser.name ?? null, os: parsed.os.name ?? null, deviceType: parsed.platform.type ?? null };
  });
}

/** The backend, or a failure saying the host gave none (the widget hides the section without one). */
function backendOf(options: DevicesActorOptions): AccountBackend {
  if (!options.backend) throw createAuthError('not_supported', { message: 'Devices need an AccountBackend (createAccountBackend({ url })).' });
  return options.backend;
}

/** The devices section's ports, bound to a client and the host's backend. */
export function createDevicesActors(client: AuthClient, options: DevicesActorOptions = {}) {
  return {
    loadDevices: fromRequest<DevicesState | null, { account: AccountState | null }>(async ({ account }, signal) => {
      const backend = backendOf(options);
      const state = account ?? (await loadAccountState(client, signal));
      if (!state) return null;
      const sessions = await backend.listSessions({ sessionJwt: await client.session.jwt(), signal });
      return { account: state, devices: await describeSessions(sessions) };
    }, options.requestTimeoutMs),
    signOutHere: fromRequest<void>((_input, signal) => client.session.revoke({ forceClear: true }, { signal }), options.requestTimeoutMs),
    sensitiveChange: createSensitiveChangeLogic<DevicesChange>(client, options, async (change, signal) => {
      const backend = backendOf(options);
      const sessionJwt = await client.session.jwt();
      return change.kind === 'revokeOthers'
        ? backend.revokeOtherSessions({ sessionJwt, signal })
        : backend.revokeSession({ sessionJwt, signal, sessionId: change.sessionId });
    }),
  };
}
