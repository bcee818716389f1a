import { fromPromise } from 'xstate';
import type { AuthClient, AuthenticateResult, CryptoWalletAuthenticateRequest, CryptoWalletStartRequest } from '../../client';
import type { Wallet } from '../../config';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { LoadWalletProviders } from '../../wallets';

export interface CryptoConnectActorOptions extends FlowActorOptions {
  /** The wallet port (`loadBrowserWallets` in a browser, a fake in tests). */
  wallets: LoadWalletProviders;
}

/**
 * A call to the wallet as a promise actor. No timeout: the wallet waits for the human. Its
 * signal aborts when the actor stops (the user went back), and a stopped actor's call never
 * settles, as with `fromRequest`. Wallet errors stay as they are (the machine reads their code).
 */
export function fromWalletCall<TOutput, TInput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const unlessStopped =
          <T>(settle: (value: T) => void) =>
          (value: T) => {
            if (!signal.aborted) settle(value);
          };
        Promise.resolve()
          .then(() => call(input, signal))
          .then(unlessStopped(resolve), unlessStopped(reject));
      }),
  );
}

/** The crypto-connect flow's ports: the wallet (connect, sign) and the two backend calls. */
export function createCryptoConnectActors(client: AuthClient, { wallets, requestTimeoutMs }: CryptoConnectActorOptions) {
  return {
    connectWallet: fromWalletCall<string, { wallet: Wallet }>(async ({ wallet }, signal) => (await wallets()).connect(wallet, signal)),
    startChallenge: fromRequest<{ challenge: string }, CryptoWalletStartRequest>(
      (request, signal) => client.cryptoWallets.authenticateStart(request, { signal }),
      requestTimeoutMs,
    ),
    signChallenge: fromWalletCall<string, { wallet: Wallet; address: string; message: string }>(
      async ({ wallet, address, message }, signal) => (await wallets()).sign(wallet, { address, message }, signal),
    ),
    authenticate: fromRequest<AuthenticateResult, CryptoWalletAuthenticateRequest>(
      (request, signal) => client.cryptoWallets.authenticate(request, { signal }),
      requestTimeoutMs,
    ),
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use createCryptoConnectActors; removed in 0.3. */
export const createCryptoWalletActors = createCryptoConnectActors;
/** @deprecated Use CryptoConnectActorOptions; removed in 0.3. */
export type CryptoWalletActorOptions = CryptoConnectActorOptions;
