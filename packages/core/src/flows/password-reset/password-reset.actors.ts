import type { AuthClient, LinkAuthenticateResult, PasswordResetRequest, TokenAuthenticateRequest } from '../../client';
import { accountSwitchMachine, createAccountSwitchActors } from '../account-switch';
import { createLinkConfirmActors, linkConfirmMachine } from '../link-confirm';
import { createPasskeyUpgradeActors, createQuietPasskeyActor, passkeyUpgradeMachine } from '../passkey-upgrade';
import { createPasswordStrengthLogic } from '../password-strength';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { createStepUpActors, stepUpMachine } from '../step-up';

/**
 * The reset mode's ports. Both ways out log in as the link's user: a new password, or the token
 * as a magic link (protocol §5); each is a link's spend (held for another account than the
 * page's). The link's leaves are bound here too.
 */
export function createPasswordResetActors(client: AuthClient, options: FlowActorOptions = {}) {
  const { requestTimeoutMs, effects } = options;
  const actions = effects ? { actions: effects } : {};
  return {
    resetPassword: fromRequest<LinkAuthenticateResult, PasswordResetRequest>(
      (input, signal) => client.passwords.resetByEmail(input, { signal }),
      requestTimeoutMs,
    ),
    authenticateToken: fromRequest<LinkAuthenticateResult, TokenAuthenticateRequest>(
      (input, signal) => client.magicLinks.authenticate(input, { signal }),
      requestTimeoutMs,
    ),
    passwordStrength: createPasswordStrengthLogic(client, requestTimeoutMs),
    passkeyUpgrade: passkeyUpgradeMachine.provide({
      actors: createPasskeyUpgradeActors(client, options),
      ...actions,
    }),
    quietPasskey: createQuietPasskeyActor(client, options),
    linkConfirm: linkConfirmMachine.provide({ actors: createLinkConfirmActors(client, options), ...actions }),
    accountSwitch: accountSwitchMachine.provide({ actors: createAccountSwitchActors(client, options), ...actions }),
    stepUp: stepUpMachine.provide({ actors: createStepUpActors(client, options), ...actions }),
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use createPasswordResetActors; removed in 0.3. */
export const createResetPasswordActors = createPasswordResetActors;
