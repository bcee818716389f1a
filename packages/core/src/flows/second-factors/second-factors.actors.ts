import type { AuthClient } from '../../client';
import { createMfaActors, mfaMachine } from '../mfa';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { Account, FactorRef } from './second-factors.types';

/** The second-factors mode's ports, bound to a client. */
export function createSecondFactorsActors(client: AuthClient, options: FlowActorOptions = {}) {
  const timeout = options.requestTimeoutMs;
  return {
    /** The signed-in user, their session's factors and their recovery codes left (null: nobody). */
    loadAccount: fromRequest<Account | null>(async (_input, signal) => {
      const user = await client.user.get({ signal });
      if (!user) return null;
      const hasApp = user.totps.some((totp) => totp.verified);
      // Reading the codes is itself a sensitive action: without it the count is unknown.
      const codes = hasApp ? await client.totps.recoveryCodes({ signal }).catch(() => null) : null;
      return { user, factors: await client.session.factors(), recoveryCodesLeft: codes ? codes.recoveryCodes.length : null };
    }, timeout),
    removeFactor: fromRequest<void, FactorRef>(
      (factor, signal) =>
        factor.kind === 'totp'
          ? client.user.deleteTotp({ totpId: factor.id }, { signal })
          : client.user.deletePhoneNumber({ phoneId: factor.id }, { signal }),
      timeout,
    ),
    mfa: mfaMachine.provide({
      actors: createMfaActors(client, options),
      ...(options.effects && { actions: options.effects }),
    }),
  };
}
