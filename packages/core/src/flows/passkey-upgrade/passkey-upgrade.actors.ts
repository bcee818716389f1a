import type { AuthClient, AuthenticateResult, AuthUser } from '../../client';
import { PASSKEY_CEREMONY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../config/constants';
import { createPasskeyRegistrationStartLogic } from '../passkey-registration-start';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { PasskeyUpgradeInspection } from './passkey-upgrade.machine';

/** The passkey upgrade's ports: who is signed in and what the browser can do, and the offer. */
export function createPasskeyUpgradeActors(client: AuthClient, { effects, requestTimeoutMs }: FlowActorOptions = {}) {
  return {
    inspect: fromRequest<PasskeyUpgradeInspection, { user: AuthUser | null }>(async ({ user }, signal) => {
      // A page that cannot use passkeys is offered none (a check that fails says nothing).
      if (!(await client.webauthn.isSupported().catch(() => true))) {
        return { signedIn: user !== null, hasPasskey: false, canUsePasskeys: false, canCreateQuietly: false };
      }
      const current = user ?? (await client.user.get({ signal }));
      return {
        signedIn: current !== null,
        hasPasskey: (current?.webauthnRegistrations.length ?? 0) > 0,
        canUsePasskeys: true,
        canCreateQuietly: await client.webauthn.isConditionalCreateSupported(),
      };
    }, requestTimeoutMs),
    passkeyRegistrationStart: createPasskeyRegistrationStartLogic(client, { requestTimeoutMs }).provide({ ...(effects && { actions: effects }) }),
  };
}

/**
 * The quiet creation the confirmation runs after a login (WebAuthn conditional create): the
 * browser adds a passkey without a prompt if it can, or the request ends unnoticed.
 */
export const createQuietPasskeyActor = (client: AuthClient, { requestTimeoutMs = REQUEST_TIMEOUT_MS }: FlowActorOptions = {}) =>
  fromRequest<AuthenticateResult, { sessionDurationMinutes: number }>(
    ({ sessionDurationMinutes }, signal) =>
      client.webauthn.register(
        { isPasskey: true, sessionDurationMinutes, conditionalMediation: true },
        { signal, serverTimeoutMs: requestTimeoutMs },
      ),
    PASSKEY_CEREMONY_TIMEOUT_MS,
  );

