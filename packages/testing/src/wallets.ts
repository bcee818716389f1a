/**
 * Test crypto wallets in a page: wallet "extensions" injected before the page loads
 * (`page.addInitScript`) that sign with real keys kept in Node (the page asks through
 * `page.exposeFunction`), so the emulator's signature checks pass exactly as with MetaMask or
 * Phantom.
 *
 * - Ethereum wallets are EIP-1193 providers, announced through EIP-6963 and/or set as the legacy
 *   globals (`window.ethereum`, with `providers[]` when several; `window.BinanceChain`);
 *   `personal_sign` answers `0x` + r‖s‖v for the EIP-191 prefixed message.
 * - Solana wallets are `window.phantom.solana` (Phantom) and `window.solana`; `signMessage`
 *   answers an ed25519 signature.
 * - Each can refuse the connection or the signature as a person would (EIP-1193's and Phantom's
 *   `{ code: 4001, message: 'User rejected the request.' }`), chosen at install or at any time.
 */
import type { Page } from '@playwright/test';
import {
  ETHEREUM_WALLETS,
  isSolanaWallet,
  personalSign,
  SOLANA_WALLETS,
  solanaSign,
  walletAddress,
  walletPrivateKey,
  type EthereumWalletName,
  type SolanaWalletName,
  type WalletName,
} from './wallet-keys';

export type Refusal = 'connect' | 'sign' | null;

/** One wallet to install: its name, and what it refuses from the start. */
export interface WalletSpec<Name extends WalletName> {
  wallet: Name;
  refuse?: Refusal;
}

type Choice<Name extends WalletName> = boolean | Name | WalletSpec<Name> | Array<Name | WalletSpec<Name>>;

export interface InstallWalletsOptions {
  /** Ethereum wallets: `true` (MetaMask), a name, `{ wallet, refuse }`, or a list of them. */
  ethereum?: Choice<EthereumWalletName>;
  /** Solana wallets: `true` (Phantom), a name, `{ wallet, refuse }`, or a list of them. */
  solana?: Choice<SolanaWalletName>;
  /** How the Ethereum wallets show themselves: EIP-6963 announcements, the legacy globals, or both (default), as extensions do. */
  discovery?: 'eip6963' | 'legacy' | 'both';
  /** Announce (EIP-6963) only this long after the page loads, as a slow extension does. */
  announceDelayMs?: number;
  /** The keys' seed: the same seed gives the same accounts (the fixture's default: the test's id). */
  seed?: string;
}

/** An installed wallet. */
export interface TestWallet {
  readonly name: WalletName;
  readonly chain: 'ethereum' | 'solana';
  /** The account it connects with (Ethereum: lowercase `0x…`; Solana: base58). */
  readonly address: string;
  /** The messages it signed, oldest first (Ethereum: as the page passed them; Solana: UTF-8 decoded). */
  readonly signed: readonly string[];
  /** From now on it refuses the connection or the signature (`null`: neither). */
  refuse(what: Refusal): void;
}

export interface InstalledWallets {
  /** The first Ethereum wallet installed. */
  ethereum: TestWallet | undefined;
  /** The first Solana wallet installed. */
  solana: TestWallet | undefined;
  /** Every wallet installed, by name. */
  byName: Partial<Record<WalletName, TestWallet>>;
}

function chosen<Name extends WalletName>(choice: Choice<Name> | undefined, fallback: Name): WalletSpec<Name>[] {
  if (choice === undefined || choice === false) return [];
  if (choice === true) return [{ wallet: fallback }];
  const list = Array.isArray(choice) ? choice : [choice];
  return list.map((entry) => (typeof entry === 'string' ? { wallet: entry } : entry));
}

type PageRequest = { wallet: WalletName; op: 'connect' } | { wallet: WalletName; op: 'sign'; message: string } | { wallet: WalletName; op: 'signBytes'; bytes: number[] };
type PageAnswer = { refused: true } | { ok: unknown };

interface WalletState {
  wallet: TestWallet & { refusal: Refusal; signedList: string[] };
  key: Uint8Array;
}

const SIGNER = '__porticoTestWallet';
const pageWallets = new WeakMap<Page, Map<WalletName, WalletState>>();

/**
 * Installs test wallets into `page` before its next navigation (call it before `page.goto`).
 * A second call on the same page adds wallets (a name already installed keeps its first key).
 */
export async function installWallets(page: Page, options: InstallWalletsOptions = {}): Promise<InstalledWallets> {
  const { discovery = 'both', announceDelayMs = 0, seed = 'default' } = options;
  const specs: WalletSpec<WalletName>[] = [...chosen(options.ethereum, 'Metamask'), ...chosen(options.solana, 'Phantom')];
  for (const spec of specs) {
    if (!(ETHEREUM_WALLETS as readonly string[]).includes(spec.wallet) && !(SOLANA_WALLETS as readonly string[]).includes(spec.wallet)) {
      throw new TypeError(`wallets.install: unknown wallet "${spec.wallet}" (known: ${[...ETHEREUM_WALLETS, ...SOLANA_WALLETS].join(', ')}).`);
    }
  }
  if (specs.length === 0) throw new TypeError('wallets.install: no wallet asked for (ethereum and/or solana).');

  let states = pageWallets.get(page);
  if (!states) {
    const registry = new Map<WalletName, WalletState>();
    states = registry;
    pageWallets.set(page, registry);
    await page.exposeFunction(SIGNER, (request: PageRequest): PageAnswer => {
      const state = registry.get(request.wallet);
      if (!state) throw new Error(`No test wallet ${request.wallet} in this page.`);
      const { wallet, key } = state;
      if (request.op === 'connect') return wallet.refusal === 'connect' ? { refused: true } : { ok: wallet.address };
      if (wallet.refusal === 'sign') return { refused: true };
      if (request.op === 'sign') {
        wallet.signedList.push(request.message);
        return { ok: personalSign(key, request.message) };
      }
      const bytes = Uint8Array.from(request.bytes);
      wallet.signedList.push(new TextDecoder().decode(bytes));
      return { ok: Array.from(solanaSign(key, bytes)) };
    });
  }
  for (const spec of specs) {
    if (states.has(spec.wallet)) {
      states.get(spec.wallet)!.wallet.refuse(spec.refuse ?? null);
      continue;
    }
    const signedList: string[] = [];
    const wallet: WalletState['wallet'] = {
      name: spec.wallet,
      chain: isSolanaWallet(spec.wallet) ? 'solana' : 'ethereum',
      address: walletAddress(spec.wallet, seed),
      refusal: spec.refuse ?? null,
      signedList,
      get signed() {
        return [...signedList];
      },
      refuse(what: Refusal) {
        wallet.refusal = what;
      },
    };
    states.set(spec.wallet, { wallet, key: walletPrivateKey(spec.wallet, seed) });
  }

  const installed = specs.map(({ wallet }) => states.get(wallet)!.wallet);
  const arg: InPageWallets = {
    wallets: installed.map(({ name, address }) => ({ name, address })),
    discovery,
    announceDelayMs,
  };
  await page.addInitScript(installInPage, arg);
  const byName = Object.fromEntries([...states.values()].map(({ wallet }) => [wallet.name, wallet as TestWallet])) as InstalledWallets['byName'];
  return {
    ethereum: installed.find((wallet) => wallet.chain === 'ethereum'),
    solana: installed.find((wallet) => wallet.chain === 'solana'),
    byName,
  };
}

/** What the init script gets (plain data only: it is serialised into the page). */
interface InPageWallets {
  wallets: Array<{ name: WalletName; address: string }>;
  discovery: 'eip6963' | 'legacy' | 'both';
  announceDelayMs: number;
}

/**
 * Runs in the page (serialised by Playwright: everything it uses is inside it). Top frame only:
 * wallets do not inject into a page's iframes either.
 */
function installInPage({ wallets, discovery, announceDelayMs }: InPageWallets): void {
  if (window !== window.top) return;
  const win = window as unknown as Record<string, unknown>;
  const ask = win['__porticoTestWallet'] as (request: unknown) => Promise<{ refused?: true; ok?: unknown }>;
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const unsupported = (method: string) => Object.assign(new Error(`The test wallet does not support ${method}.`), { code: 4200 });
  const answer = async (request: unknown) => {
    const result = await ask(request);
    if (result.refused) throw rejection();
    return result.ok;
  };

  const ETHEREUM: Record<string, { rdns: string; name: string; flags: Record<string, boolean> }> = {
    Metamask: { rdns: 'io.metamask', name: 'MetaMask', flags: { isMetaMask: true } },
    Coinbase: { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet', flags: { isCoinbaseWallet: true } },
    Binance: { rdns: 'com.binance.wallet', name: 'Binance Wallet', flags: { isBinance: true } },
    Vessel: { rdns: 'finance.vessel', name: 'Vessel', flags: { isVessel: true } },
    GenericEthereumWallet: { rdns: 'org.example.testwallet', name: 'Test Wallet', flags: {} },
  };
  const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1"/%3E%3C/svg%3E';

  const ethereum: Array<{ wallet: string; provider: Record<string, unknown> }> = [];
  for (const { name, address } of wallets) {
    const meta = ETHEREUM[name];
    if (!meta) continue;
    let connected = false;
    const provider: Record<string, unknown> = {
      ...meta.flags,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        switch (method) {
          case 'eth_requestAccounts':
            await answer({ wallet: name, op: 'connect' });
            connected = true;
            return [address];
          case 'eth_accounts':
            return connected ? [address] : [];
          case 'eth_chainId':
            return '0x1';
          case 'net_version':
            return '1';
          case 'personal_sign': {
            const [message, signer] = (params ?? []) as [string, string];
            if (typeof signer !== 'string' || signer.toLowerCase() !== address) {
              throw Object.assign(new Error('personal_sign: unknown account.'), { code: 4100 });
            }
            return answer({ wallet: name, op: 'sign', message });
          }
          default:
            throw unsupported(method);
        }
      },
      on() {},
      removeListener() {},
    };
    ethereum.push({ wallet: name, provider });
  }

  if (discovery !== 'legacy') {
    // One id per wallet for the page's lifetime: a wallet announces the same provider each time.
    const uuids = Object.fromEntries(ethereum.map(({ wallet }) => [wallet, crypto.randomUUID()]));
    const announceAll = () => {
      for (const { wallet, provider } of ethereum) {
        const meta = ETHEREUM[wallet] as (typeof ETHEREUM)[string];
        const info = Object.freeze({ uuid: uuids[wallet], name: meta.name, icon, rdns: meta.rdns });
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
      }
    };
    const start = () => {
      window.addEventListener('eip6963:requestProvider', announceAll);
      announceAll();
    };
    if (announceDelayMs > 0) setTimeout(start, announceDelayMs);
    else start();
  }
  if (discovery !== 'eip6963' && ethereum.length > 0) {
    const binance = ethereum.find((entry) => entry.wallet === 'Binance');
    if (binance) win['BinanceChain'] = binance.provider;
    const others = ethereum.filter((entry) => entry.wallet !== 'Binance').map((entry) => entry.provider);
    const [first] = others;
    if (first) win['ethereum'] = others.length > 1 ? { ...first, providers: others } : first;
  }

  for (const { name, address } of wallets) {
    if (name !== 'Phantom' && name !== 'GenericSolanaWallet') continue;
    const publicKey = { toString: () => address, toBase58: () => address };
    const provider: Record<string, unknown> = {
      isPhantom: name === 'Phantom',
      publicKey: null,
      isConnected: false,
      async connect() {
        await answer({ wallet: name, op: 'connect' });
        provider['publicKey'] = publicKey;
        provider['isConnected'] = true;
        return { publicKey };
      },
      async disconnect() {
        provider['publicKey'] = null;
        provider['isConnected'] = false;
      },
      async signMessage(message: Uint8Array) {
        const signature = (await answer({ wallet: name, op: 'signBytes', bytes: Array.from(message) })) as number[];
        return { signature: Uint8Array.from(signature), publicKey };
      },
      async request({ method, params }: { method: string; params?: { message?: Uint8Array } }) {
        if (method === 'connect') return (provider['connect'] as () => Promise<unknown>)();
        if (method === 'signMessage') return (provider['signMessage'] as (m: Uint8Array) => Promise<unknown>)(params?.message ?? new Uint8Array());
        throw unsupported(method);
      },
      on() {},
      removeListener() {},
    };
    if (name === 'Phantom') {
      win['phantom'] = { ...(win['phantom'] as object | undefined), solana: provider };
      // Phantom also takes window.solana, unless another Solana wallet holds it.
      if (!wallets.some((entry) => entry.name === 'GenericSolanaWallet')) win['solana'] = provider;
    } else {
      win['solana'] = provider;
    }
  }
}
