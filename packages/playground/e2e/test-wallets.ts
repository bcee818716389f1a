/**
 * Test crypto wallets for end-to-end tests: wallet "extensions" injected into the page before it
 * loads (`page.addInitScript`) that sign with real keys, so the emulator's signature checks
 * (EIP-191 secp256k1 recovery, ed25519) pass exactly as with MetaMask or Phantom. The keys stay
 * in Node: the page asks for signatures through `page.exposeFunction`.
 *
 * - Ethereum wallets are EIP-1193 providers, announced through EIP-6963 and/or set as the legacy
 *   globals (`window.ethereum`, with `providers[]` when several, `window.BinanceChain`);
 *   `personal_sign` answers `0x` + r‖s‖v (v = 27 or 28) for the EIP-191 prefixed message.
 * - Solana wallets are `window.phantom.solana` (Phantom) and `window.solana` (Phantom, or another
 *   Solana wallet); `signMessage` answers a real ed25519 signature.
 * - Any wallet can refuse the connection or the signature as a person would:
 *   `{ code: 4001, message: 'User rejected the request.' }`.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Page } from '@playwright/test';
import bs58 from 'bs58';

export type TestEthereumWallet = 'Metamask' | 'Coinbase' | 'Binance' | 'Vessel' | 'GenericEthereumWallet';
export type TestSolanaWallet = 'Phantom' | 'GenericSolanaWallet';
export type TestWallet = TestEthereumWallet | TestSolanaWallet;

/** Every wallet at once, in the spec's order: with 4 social providers, Main shows one and 'other wallets'. */
export const ALL_TEST_WALLETS: readonly TestWallet[] = [
  'Metamask',
  'Phantom',
  'Coinbase',
  'Binance',
  'Vessel',
  'GenericEthereumWallet',
  'GenericSolanaWallet',
];

const SOLANA_WALLETS: ReadonlySet<TestWallet> = new Set<TestWallet>(['Phantom', 'GenericSolanaWallet']);
const isSolana = (wallet: TestWallet): wallet is TestSolanaWallet => SOLANA_WALLETS.has(wallet);

export interface InstallTestWalletsOptions {
  /** The wallets this browser "has" (default: MetaMask). */
  wallets?: readonly TestWallet[];
  /** Wallets that refuse: the connection, or the signature (EIP-1193 4001, Phantom's too). */
  reject?: Partial<Record<TestWallet, 'connect' | 'sign'>>;
  /**
   * How the Ethereum wallets show themselves: EIP-6963 announcements, the legacy globals, or both
   * (default), as real extensions do.
   */
  discovery?: 'eip6963' | 'legacy' | 'both';
  /** Announce (EIP-6963) only this long after the page loads, as a slow extension does. */
  announceDelayMs?: number;
  /** Seeds the keys: other seeds give other accounts (default: one fixed account per wallet). */
  seed?: string;
}

/** The address each installed wallet connects with (Ethereum: lowercase `0x…`; Solana: base58). */
export type TestWalletAddresses = Partial<Record<TestWallet, string>>;

/** A wallet's private key: fixed per wallet and seed, so tests and reruns see the same accounts. */
function privateKeyOf(wallet: TestWallet, seed: string): Uint8Array {
  return sha256(new TextEncoder().encode(`portico-test-wallet:${seed}:${wallet}`));
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function hexToBytes(value: string): Uint8Array {
  const digits = value.replace(/^0x/i, '');
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The Ethereum address of a secp256k1 key: the last 20 bytes of keccak-256 of the public key. */
export function ethereumAddressOf(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false);
  return `0x${hex(keccak_256(publicKey.slice(1)).slice(-20))}`;
}

/** The Solana address of an ed25519 key: its public key, base58. */
export function solanaAddressOf(privateKey: Uint8Array): string {
  return bs58.encode(ed25519.getPublicKey(privateKey));
}

/**
 * `personal_sign` as wallets do it (EIP-191): the message bytes (a `0x` hex string is taken as
 * bytes, anything else as UTF-8 text), prefixed, keccak-256, signed; `0x` + r‖s‖v with v 27/28.
 */
export function personalSign(privateKey: Uint8Array, message: string): string {
  const body = /^0x([0-9a-f]{2})*$/i.test(message) ? hexToBytes(message) : new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const digest = keccak_256(new Uint8Array([...prefix, ...body]));
  // noble's 'recovered' format is recovery byte ‖ r ‖ s; Ethereum wants r ‖ s ‖ (27 + recovery).
  const recovered = secp256k1.sign(digest, privateKey, { prehash: false, format: 'recovered' });
  const recovery = recovered[0] ?? 0;
  return `0x${hex(recovered.slice(1))}${(27 + recovery).toString(16)}`;
}

/** Solana `signMessage`: the ed25519 signature of the message bytes. */
export function solanaSign(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, privateKey);
}

/** The addresses the wallets of `options` connect with (without installing anything). */
export function testWalletAddresses(options: Pick<InstallTestWalletsOptions, 'wallets' | 'seed'> = {}): TestWalletAddresses {
  const { wallets = ['Metamask'], seed = 'default' } = options;
  return Object.fromEntries(
    wallets.map((wallet) => {
      const key = privateKeyOf(wallet, seed);
      return [wallet, isSolana(wallet) ? solanaAddressOf(key) : ethereumAddressOf(key)];
    }),
  );
}

/** What the page may ask Node to sign. */
type SignRequest = { wallet: TestWallet; kind: 'ethereum'; message: string } | { wallet: TestWallet; kind: 'solana'; bytes: number[] };

/** What the init script gets (plain data only: it is serialised into the page). */
interface PageWallets {
  wallets: Array<{ wallet: TestWallet; address: string; reject: 'connect' | 'sign' | null }>;
  discovery: 'eip6963' | 'legacy' | 'both';
  announceDelayMs: number;
}

const SIGNER = '__porticoTestWalletSign';
const pagesWithSigner = new WeakMap<Page, Map<string, (request: SignRequest) => unknown>>();

/**
 * Installs test wallets into `page` before its next navigation (call it before `page.goto`).
 * Returns the address each wallet connects with. Call it once per page (a second call adds
 * more wallets; their keys must then come from the same seed or other wallet names).
 */
export async function installTestWallets(page: Page, options: InstallTestWalletsOptions = {}): Promise<TestWalletAddresses> {
  const { wallets = ['Metamask'], reject = {}, discovery = 'both', announceDelayMs = 0, seed = 'default' } = options;
  const addresses = testWalletAddresses({ wallets, seed });

  let signers = pagesWithSigner.get(page);
  if (!signers) {
    const registry = new Map<string, (request: SignRequest) => unknown>();
    signers = registry;
    pagesWithSigner.set(page, registry);
    await page.exposeFunction(SIGNER, (request: SignRequest) => {
      const sign = registry.get(request.wallet);
      if (!sign) throw new Error(`No test wallet ${request.wallet} in this page.`);
      return sign(request);
    });
  }
  for (const wallet of wallets) {
    const key = privateKeyOf(wallet, seed);
    signers.set(wallet, (request) =>
      request.kind === 'ethereum' ? personalSign(key, request.message) : Array.from(solanaSign(key, Uint8Array.from(request.bytes))),
    );
  }

  const arg: PageWallets = {
    wallets: wallets.map((wallet) => ({ wallet, address: addresses[wallet] as string, reject: reject[wallet] ?? null })),
    discovery,
    announceDelayMs,
  };
  await page.addInitScript(installInPage, arg);
  return addresses;
}

/**
 * Runs in the page (serialised by Playwright: everything it uses is inside it). Top frame only:
 * wallets do not inject into the SDK's iframes either.
 */
function installInPage({ wallets, discovery, announceDelayMs }: PageWallets): void {
  if (window !== window.top) return;
  const win = window as unknown as Record<string, unknown>;
  const sign = win['__porticoTestWalletSign'] as (request: unknown) => Promise<unknown>;
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const unsupported = (method: string) => Object.assign(new Error(`The test wallet does not support ${method}.`), { code: 4200 });

  const ETHEREUM: Record<string, { rdns: string; name: string; flags: Record<string, boolean> }> = {
    Metamask: { rdns: 'io.metamask', name: 'MetaMask', flags: { isMetaMask: true } },
    Coinbase: { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet', flags: { isCoinbaseWallet: true } },
    Binance: { rdns: 'com.binance.wallet', name: 'Binance Wallet', flags: { isBinance: true } },
    Vessel: { rdns: 'finance.vessel', name: 'Vessel', flags: { isVessel: true } },
    GenericEthereumWallet: { rdns: 'org.example.testwallet', name: 'Test Wallet', flags: {} },
  };
  const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1"/%3E%3C/svg%3E';

  const ethereum: Array<{ wallet: string; provider: Record<string, unknown> }> = [];
  for (const { wallet, address, reject } of wallets) {
    const meta = ETHEREUM[wallet];
    if (!meta) continue;
    let connected = false;
    const provider: Record<string, unknown> = {
      ...meta.flags,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        switch (method) {
          case 'eth_requestAccounts':
            if (reject === 'connect') throw rejection();
            connected = true;
            return [address];
          case 'eth_accounts':
            return connected ? [address] : [];
          case 'eth_chainId':
            return '0x1';
          case 'net_version':
            return '1';
          case 'personal_sign': {
            if (reject === 'sign') throw rejection();
            const [message, signer] = (params ?? []) as [string, string];
            if (typeof signer !== 'string' || signer.toLowerCase() !== address) {
              throw Object.assign(new Error('personal_sign: unknown account.'), { code: 4100 });
            }
            return sign({ wallet, kind: 'ethereum', message });
          }
          default:
            throw unsupported(method);
        }
      },
      on() {},
      removeListener() {},
    };
    ethereum.push({ wallet, provider });
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

  for (const { wallet, address, reject } of wallets) {
    if (wallet !== 'Phantom' && wallet !== 'GenericSolanaWallet') continue;
    const publicKey = { toString: () => address, toBase58: () => address };
    const provider: Record<string, unknown> = {
      isPhantom: wallet === 'Phantom',
      publicKey: null,
      isConnected: false,
      async connect() {
        if (reject === 'connect') throw rejection();
        provider['publicKey'] = publicKey;
        provider['isConnected'] = true;
        return { publicKey };
      },
      async disconnect() {
        provider['publicKey'] = null;
        provider['isConnected'] = false;
      },
      async signMessage(message: Uint8Array) {
        if (reject === 'sign') throw rejection();
        const signature = (await sign({ wallet, kind: 'solana', bytes: Array.from(message) })) as number[];
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
    if (wallet === 'Phantom') {
      win['phantom'] = { ...(win['phantom'] as object | undefined), solana: provider };
      // Phantom also takes window.solana, unless another Solana wallet holds it.
      if (!wallets.some((entry) => entry.wallet === 'GenericSolanaWallet')) win['solana'] = provider;
    } else {
      win['solana'] = provider;
    }
  }
}
