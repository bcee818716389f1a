import type { AuthClient, AuthUser } from '../../client';
import { createPasskeyRegistrationStartLogic, createPrepareStepUpActor } from '../passkey-registration-start';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/** The registration mode's ports, bound to a client. */
export function createPasskeyRegistrationSuccessActors(client: AuthClient, options: FlowActorOptions = {}) {
  const { effects, requestTimeoutMs } = options;
  return {
    loadUser: fromRequest<AuthUser | null>((_, signal) => client.user.get({ signal }), requestTimeoutMs),
    renamePasskey: fromRequest<{ id: string; name: string }, { id: string; name: string }>(async ({ id, name }, signal) => {
      await client.webauthn.update({ webauthnRegistrationId: id, name }, { signal });
      // As Stytch's prebuilt UI does after a rename: the user is fetched again, so the client's
      // own user (the host's `stytch.user.onChange`) has the new name too; the SDK's update alone
      // leaves it stale. Not awaited: the rename stands whatever this does.
      client.user.get().catch(() => undefined);
      return { id, name };
    }, requestTimeoutMs),
    deletePasskey: fromRequest<void, { id: string }>(
      ({ id }, signal) => client.user.deleteWebauthnRegistration({ webauthnRegistrationId: id }, { signal }),
      requestTimeoutMs,
    ),
    passkeyRegistrationStart: createPasskeyRegistrationStartLogic(client, options).provide({
      // The mode steps up when Stytch asks (`stepUp` in the registration's input).
      actors: { prepareStepUp: createPrepareStepUpActor(client, options) },
      ...(effects && { actions: effects }),
    }),
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use createPasskeyRegistrationSuccessActors; removed in 0.3. */
export const createPasskeyManagerActors = createPasskeyRegistrationSuccessActors;
