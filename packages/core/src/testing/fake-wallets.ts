import type { Wallet } from '../config';
import { WALLET_ORDER, WalletError, walletType, type LoadWalletProviders, type WalletErrorCode, type WalletProviders } from '../wallets';

/** What a fake wallet does when asked: answer, refuse with a WalletError code, or never answer. */
export type FakeWalletStep = 'ok' | WalletErrorCode | 'hang';

export interface FakeWalletsOptions {
  /** The wallets the fake browser has (default: all of them). */
  installed?: Wallet[];
  connect?: FakeWalletStep;
  sign?: FakeWalletStep;
  /** The wallet answers (or refuses) after this long, as a person would (default: at once). */
  delayMs?: number;
}

export interface FakeWallets extends WalletProviders {
  /** The port's loader, as the flows take it. */
  load: LoadWalletProviders;
  /** Every call, in order, with the signal it was given. */
  readonly calls: Array<{ method: 'detect' | 'connect' | 'sign'; wallet?: Wallet; message?: string; signal?: AbortSignal }>;
  /** Makes more wallets appear, as a late EIP-6963 announcement would. */
  install(...wallets: Wallet[]): void;
}

/** A fake address for each wallet type: a 0x address, or a base58 Solana key. */
export const fakeWalletAddress = (wallet: Wallet): string =>
  walletType(wallet) === 'solana' ? 'GfrcU8kDJAjSWcjrh1gq7P4SMxodvhBt1SzcESwZQmKD' : '0x8ba1f109551bd432803012645ac136ddd64dba72';

async function run<T>(step: FakeWalletStep, value: T, signal: AbortSignal | undefined, delayMs = 0): Promise<T> {
  if (delayMs > 0 && step !== 'hang') await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (step === 'hang') {
    return new Promise((_resolve, reject) =>
      signal?.addEventListener('abort', () => reject(new DOMException('abandoned', 'AbortError')), { once: true }),
    );
  }
  if (step === 'ok') return Promise.resolve(value);
  const message = step === 'rejected' ? 'User rejected the request.' : step === 'missing' ? 'Not installed.' : 'The wallet failed.';
  return Promise.reject(new WalletError(step, message));
}

/** A scripted wallet port for tests and stories: no browser, no keys. */
export function createFakeWallets({ installed = [...WALLET_ORDER], connect = 'ok', sign = 'ok', delayMs = 0 }: FakeWalletsOptions = {}): FakeWallets {
  const present = new Set(installed);
  const listeners = new Set<() => void>();
  const calls: FakeWallets['calls'] = [];
  const fake: FakeWallets = {
    calls,
    load: () => Promise.resolve(fake),
    install(...wallets) {
      for (const wallet of wallets) present.add(wallet);
      for (const listener of listeners) listener();
    },
    detect() {
      calls.push({ method: 'detect' });
      return Promise.resolve(WALLET_ORDER.filter((wallet) => present.has(wallet)));
    },
    connect(wallet, signal) {
      calls.push({ method: 'connect', wallet, ...(signal && { signal }) });
      if (!present.has(wallet)) return run('missing', '', signal);
      return run(connect, fakeWalletAddress(wallet), signal, delayMs);
    },
    sign(wallet, { message }, signal) {
      calls.push({ method: 'sign', wallet, message, ...(signal && { signal }) });
      const signature = walletType(wallet) === 'solana' ? `solana-signature-of:${message}` : `0xsignature-of:${message}`;
      return run(sign, signature, signal, delayMs);
    },
    watch(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return fake;
}
