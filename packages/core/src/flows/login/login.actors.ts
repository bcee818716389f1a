import { fromPromise } from 'xstate';
import type { AuthClient, BootstrapData } from '../../client';
import { createLoginFormActors, loginFormMachine, type LoginFormActorOptions } from '../login-form';
import type { LoadWalletProviders } from '../../wallets';
import { createPasskeyLoginActors, passkeyLoginMachine } from '../passkey-login';
import type { StepFlows } from './login.flows';

export interface LoginActorOptions extends LoginFormActorOptions {
  /** The browser's wallets (EIP-1193 / EIP-6963 and Solana providers); a port, so tests and hosts can bring their own. */
  loadWallets?: LoadWalletProviders;
}

/**
 * The router's ports: the project settings, Main's form and passkey flows (bound to the client at once), and
 * the flows of every later step, loaded on demand and bound the same way.
 */
export function createLoginActors(client: AuthClient, options: LoginActorOptions = {}) {
  const actions = options.effects ? { actions: options.effects } : {};
  let stepFlows: Promise<StepFlows> | undefined;
  return {
    loadBootstrap: fromPromise<BootstrapData>(({ signal }) => client.bootstrap.load({ signal })),
    loadFlows: fromPromise<StepFlows>(() => {
      stepFlows ??= import('./login.flows')
        .then(({ createStepFlows }) => createStepFlows(client, options))
        .catch((error: unknown) => {
          stepFlows = undefined;
          throw error;
        });
      return stepFlows;
    }),
    loginForm: loginFormMachine.provide({ actors: createLoginFormActors(client, options), ...actions }),
    passkeyLogin: passkeyLoginMachine.provide({ actors: createPasskeyLoginActors(client, options), ...actions }),

  };
}
