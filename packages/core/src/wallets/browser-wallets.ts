import bs58 from 'bs58';
import type { Wallet } from '../config';
import { WALLET_ORDER, WalletError, isWalletError, walletType, type WalletProviders } from './wallets';

/**
 * The real wallet port, over what wallet extensions inject into the page (protocol §7, spec §7
 * "Browser wallet calls"). Only ever loaded with a dynamic import (`loadBrowserWallets`).
 *
 * Ethereum wallets are EIP-1193 providers found two ways, so that several installed wallets do
 * not fight over one global: EIP-6963 announcements (each wallet announces its own provider,
 * with a reverse-DNS id), and the legacy globals (`window.ethereum`, with `isMetaMask` /
 * `isCoinbaseWallet` flags, `window.ethereum.providers` when several are injected, and
 * `window.BinanceChain`). A wallet found both ways uses its EIP-6963 provider. Phantom is offered
 * as a Solana wallet, so its Ethereum provider is left out. Solana wallets are
 * `window.phantom.solana` (Phantom) and `window.solana` (Phantom when `isPhantom`, else another
 * Solana wallet).
 */

/** An EIP-1193 provider, with the flags wallets set on the legacy globals. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isBinance?: boolean;
  isPhantom?: boolean;
  isVessel?: boolean;
  isRabby?: boolean;
  isBraveWallet?: boolean;
  isTrust?: boolean;
  isOkxWallet?: boolean;
  /** Several wallets injected at once (Coinbase's legacy multi-provider array). */
  providers?: Eip1193Provider[];
}

/** EIP-6963's `eip6963:announceProvider` detail. */
export interface Eip6963ProviderDetail {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

interface SolanaPublicKey {
  toString(): string;
}

/** A Solana wallet's injected provider (Phantom's shape, which other Solana wallets copy). */
export interface SolanaProvider {
  isPhantom?: boolean;
  publicKey?: SolanaPublicKey | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: SolanaPublicKey | null } | undefined | void>;
  signMessage?(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: unknown } | Uint8Array>;
  request?(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** What this module reads on a window. */
export interface WalletWindow {
  ethereum?: Eip1193Provider;
  BinanceChain?: Eip1193Provider;
  phantom?: { solana?: SolanaProvider; ethereum?: Eip1193Provider };
  solana?: SolanaProvider;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener?(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';
/** MetaMask (mobile and late injections) says `window.ethereum` is now there. */
const ETHEREUM_INITIALIZED = 'ethereum#initialized';

/** The Ethereum wallet an EIP-6963 announcement is, or null for Phantom's (offered as Solana). */
export function walletFromAnnouncement(info: Eip6963ProviderDetail['info']): Wallet | null {
  const rdns = info.rdns.toLowerCase();
  if (rdns === 'app.phantom' || rdns.startsWith('app.phantom.')) return null;
  if (rdns === 'io.metamask' || rdns.startsWith('io.metamask.')) return 'Metamask';
  if (rdns === 'com.coinbase.wallet' || rdns.startsWith('com.coinbase.')) return 'Coinbase';
  if (rdns === 'com.binance.wallet' || rdns.startsWith('com.binance.')) return 'Binance';
  if (/vessel/i.test(rdns) || /vessel/i.test(info.name)) return 'Vessel';
  return 'GenericEthereumWallet';
}

/**
 * The Ethereum wallet a legacy global provider is, from its flags, or null for Phantom's. Many
 * wallets also set `isMetaMask` to look compatible, so MetaMask is the one that sets it alone.
 */
export function walletFromLegacyFlags(provider: Eip1193Provider): Wallet | null {
  if (provider.isPhantom) return null;
  if (provider.isCoinbaseWallet) return 'Coinbase';
  if (provider.isBinance) return 'Binance';
  if (provider.isVessel) return 'Vessel';
  const imitators = provider.isRabby || provider.isBraveWallet || provider.isTrust || provider.isOkxWallet;
  if (provider.isMetaMask && !imitators) return 'Metamask';
  return 'GenericEthereumWallet';
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';

const isAnnouncement = (value: unknown): value is Eip6963ProviderDetail => {
  if (typeof value !== 'object' || value === null) return false;
  const { info, provider } = value as Partial<Eip6963ProviderDetail>;
  return typeof info?.uuid === 'string' && typeof info.rdns === 'string' && typeof info.name === 'string' && isProvider(provider);
};

/** EIP-1193 4001 (also Phantom's rejection), or ethers' ACTION_REJECTED. */
function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === 4001 || code === '4001' || code === 'ACTION_REJECTED';
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return typeof error === 'string' ? error : undefined;
}

/** Whatever a wallet threw, as a WalletError (the user's refusal as `rejected`). */
export function toWalletError(error: unknown): WalletError {
  if (isWalletError(error)) return error;
  return new WalletError(isUserRejection(error) ? 'rejected' : 'failed', messageOf(error), { cause: error });
}

const abortError = () => new DOMException('The wallet request was abandoned.', 'AbortError');

/**
 * The wallet's answer, or an AbortError as soon as `signal` aborts: a wallet prompt cannot be
 * closed from the page, but the flow stops waiting for it. Wallet failures become WalletErrors.
 */
function walletCall<T>(call: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal?.addEventListener('abort', onAbort, { once: true });
    Promise.resolve()
      .then(call)
      .then(resolve, (error: unknown) => reject(signal?.aborted ? abortError() : toWalletError(error)))
      .finally(() => signal?.removeEventListener('abort', onAbort));
  });
}

/** The signature bytes a Solana wallet returned, base58-encoded (what the server verifies). */
function solanaSignature(answer: unknown): string {
  const signature = answer instanceof Uint8Array ? answer : (answer as { signature?: unknown } | null)?.signature;
  if (signature instanceof Uint8Array) return bs58.encode(signature);
  if (Array.isArray(signature) && signature.every((byte) => typeof byte === 'number')) return bs58.encode(Uint8Array.from(signature));
  // Some wallets' `request` API answers with the signature already base58-encoded.
  if (typeof signature === 'string' && signature !== '') return signature;
  throw new WalletError('failed', 'The wallet returned no signature.');
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The browser's wallets. Without a window (server rendering, tests), it finds none. */
export function createBrowserWallets(win: Window = globalThis.window): WalletProviders {
  const page = win as unknown as WalletWindow | undefined;
  const announced = new Map<string, Eip6963ProviderDetail>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (!isAnnouncement(detail)) return;
    const known = announced.get(detail.info.uuid);
    announced.set(detail.info.uuid, detail);
    if (known?.provider !== detail.provider) notify();
  };
  const requestProviders = () => page?.dispatchEvent(new Event(REQUEST));

  if (page) {
    // Listen for good: wallets that load after this module announce themselves then.
    page.addEventListener(ANNOUNCE, onAnnounce);
    page.addEventListener(ETHEREUM_INITIALIZED, notify);
    requestProviders();
  }

  /** The Ethereum wallets and their providers: EIP-6963 first, legacy globals for the rest. */
  function ethereumProviders(): Map<Wallet, Eip1193Provider> {
    const found = new Map<Wallet, Eip1193Provider>();
    const seen = new Set<Eip1193Provider>();
    for (const { info, provider } of announced.values()) {
      seen.add(provider);
      const wallet = walletFromAnnouncement(info);
      if (wallet && !found.has(wallet)) found.set(wallet, provider);
    }
    const legacy: Eip1193Provider[] = [];
    const injected = page?.ethereum;
    if (isProvider(injected)) {
      const several = Array.isArray(injected.providers) ? injected.providers.filter(isProvider) : [];
      legacy.push(...(several.length > 0 ? several : [injected]));
    }
    const binance = page?.BinanceChain;
    for (const provider of legacy) {
      if (seen.has(provider)) continue;
      const wallet = walletFromLegacyFlags(provider);
      if (wallet && !found.has(wallet)) found.set(wallet, provider);
    }
    if (isProvider(binance) && !seen.has(binance) && !found.has('Binance')) found.set('Binance', binance);
    return found;
  }

  /** The Solana wallets and their providers. */
  function solanaProviders(): Map<Wallet, SolanaProvider> {
    const found = new Map<Wallet, SolanaProvider>();
    const isSolana = (value: unknown): value is SolanaProvider =>
      typeof value === 'object' && value !== null && typeof (value as { connect?: unknown }).connect === 'function';
    const phantom = page?.phantom?.solana;
    if (isSolana(phantom)) found.set('Phantom', phantom);
    const solana = page?.solana;
    if (isSolana(solana)) {
      if (!solana.isPhantom) found.set('GenericSolanaWallet', solana);
      else if (!found.has('Phantom')) found.set('Phantom', solana);
    }
    return found;
  }

  function ethereumProvider(wallet: Wallet): Eip1193Provider {
    const provider = ethereumProviders().get(wallet);
    if (!provider) throw new WalletError('missing', `${wallet} is not installed in this browser.`);
    return provider;
  }

  function solanaProvider(wallet: Wallet): SolanaProvider {
    const provider = solanaProviders().get(wallet);
    if (!provider) throw new WalletError('missing', `${wallet} is not installed in this browser.`);
    return provider;
  }

  return {
    async detect() {
      requestProviders();
      await settle();
      const present = new Set([...ethereumProviders().keys(), ...solanaProviders().keys()]);
      return WALLET_ORDER.filter((wallet) => present.has(wallet));
    },

    connect(wallet, signal) {
      if (walletType(wallet) === 'solana') {
        return walletCall(async () => {
          const provider = solanaProvider(wallet);
          const answer = await provider.connect();
          const publicKey = (answer && answer.publicKey) ?? provider.publicKey;
          const address = publicKey?.toString();
          if (!address) throw new WalletError('failed', 'The wallet returned no account.');
          return address;
        }, signal);
      }
      return walletCall(async () => {
        const accounts = await ethereumProvider(wallet).request({ method: 'eth_requestAccounts' });
        const address = Array.isArray(accounts) ? accounts[0] : undefined;
        if (typeof address !== 'string' || address === '') throw new WalletError('failed', 'The wallet returned no account.');
        return address;
      }, signal);
    },

    sign(wallet, { address, message }, signal) {
      if (walletType(wallet) === 'solana') {
        return walletCall(async () => {
          const provider = solanaProvider(wallet);
          const bytes = new TextEncoder().encode(message);
          if (typeof provider.signMessage === 'function') return solanaSignature(await provider.signMessage(bytes, 'utf8'));
          if (typeof provider.request === 'function') {
            return solanaSignature(await provider.request({ method: 'signMessage', params: { message: bytes, display: 'utf8' } }));
          }
          throw new WalletError('failed', 'The wallet cannot sign messages.');
        }, signal);
      }
      return walletCall(async () => {
        // The challenge goes as is (not hex-encoded): the wallet adds the EIP-191 prefix (protocol §7).
        const signature = await ethereumProvider(wallet).request({ method: 'personal_sign', params: [message, address] });
        if (typeof signature !== 'string' || signature === '') throw new WalletError('failed', 'The wallet returned no signature.');
        return signature;
      }, signal);
    },

    watch(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
