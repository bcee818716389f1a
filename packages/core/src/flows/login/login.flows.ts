import type { AuthClient } from '../../client';
import { createCreatePasswordActors, createPasswordMachine } from '../create-password';
import { createMagicLinkActors, magicLinkMachine } from '../magic-link';
import { createOtpActors, otpMachine } from '../otp';
import { createPasskeyUpgradeActors, createQuietPasskeyActor, passkeyUpgradeMachine } from '../passkey-upgrade';
import { createPasswordActors, passwordMachine } from '../password';
import { createPasswordlessActors, passwordlessMachine } from '../passwordless';
import { createResetEmailActors, resetEmailMachine } from '../reset-email';
import type { FlowActorOptions } from '../shared/request';
import { createCryptoConnectActors, cryptoConnectMachine } from '../crypto-connect';
import { loadBrowserWallets, type LoadWalletProviders } from '../../wallets';
import { createCryptoOtherActors, cryptoOtherMachine } from '../crypto-other';
import { createOAuthActors, oauthMachine } from '../oauth';
import { createOneTapActors, oneTapMachine } from '../one-tap';
import { createMfaActors, mfaMachine } from '../mfa';

/**
 * The flows of the steps after Main, and Main's social, One Tap and wallet flows, bound to the
 * client. This module is loaded on demand (a chunk of its own in a host's bundle): Main's form
 * renders without it, and the router fetches it at once.
 */
export function createStepFlows(client: AuthClient, options: FlowActorOptions & { loadWallets?: LoadWalletProviders } = {}) {
  const actions = options.effects ? { actions: options.effects } : {};
  const wallets = options.loadWallets ?? loadBrowserWallets;
  return {
    otp: otpMachine.provide({ actors: createOtpActors(client, options), ...actions }),
    magicLink: magicLinkMachine.provide({ actors: createMagicLinkActors(client, options), ...actions }),
    password: passwordMachine.provide({ actors: createPasswordActors(client, options), ...actions }),
    passwordless: passwordlessMachine.provide({ actors: createPasswordlessActors(client, options), ...actions }),
    createPassword: createPasswordMachine.provide({ actors: createCreatePasswordActors(client, options), ...actions }),
    resetEmail: resetEmailMachine.provide({ actors: createResetEmailActors(client, options), ...actions }),
    mfa: mfaMachine.provide({ actors: createMfaActors(client, options), ...actions }),
    passkeyUpgrade: passkeyUpgradeMachine.provide({ actors: createPasskeyUpgradeActors(client, options), ...actions }),
    quietPasskey: createQuietPasskeyActor(client, options),
    // Main's social sign-in, One Tap and wallet buttons, when the config has them.
    oauth: oauthMachine.provide({ actors: createOAuthActors(client, options), ...actions }),
    oneTap: oneTapMachine.provide({ actors: createOneTapActors(client, options), ...actions }),
    wallets: cryptoOtherMachine.provide({ actors: createCryptoOtherActors({ wallets }), ...actions }),
    cryptoConnect: cryptoConnectMachine.provide({ actors: createCryptoConnectActors(client, { ...options, wallets }), ...actions }),
    cryptoOther: cryptoOtherMachine.provide({ actors: createCryptoOtherActors({ wallets }), ...actions }),
  };
}

export type StepFlows = ReturnType<typeof createStepFlows>;
export type StepFlowId = keyof StepFlows;
