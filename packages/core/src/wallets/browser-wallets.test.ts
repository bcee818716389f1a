import bs58 from 'bs58';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserWallets, type Eip1193Provider, type Eip6963ProviderDetail, type SolanaProvider } from './browser-wallets';
import { WalletError } from './wallets';

const METAMASK_ADDRESS = '0x1111111111111111111111111111111111111111';
const COINBASE_ADDRESS = '0x2222222222222222222222222222222222222222';

/** An EIP-1193 provider that answers `eth_requestAccounts` and `personal_sign`, recording requests. */
function ethereumProvider(address: string, flags: Partial<Eip1193Provider> = {}, fails?: unknown) {
  const requests: Array<{ method: string; params?: unknown }> = [];
  const provider: Eip1193Provider & { requests: typeof requests } = {
    ...flags,
    requests,
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      requests.push({ method, ...(params !== undefined && { params }) });
      if (fails) throw fails;
      if (method === 'eth_requestAccounts') return [address, '0x9999999999999999999999999999999999999999'];
      if (method === 'personal_sign') return `0xsigned-by-${address}`;
      throw { code: 4200, message: 'Unsupported method' };
    }),
  };
  return provider;
}

function solanaProvider(address: string, options: { isPhantom?: boolean; fails?: unknown; requestOnly?: boolean } = {}) {
  const signature = Uint8Array.from({ length: 64 }, (_, i) => i + 1);
  const publicKey = { toString: () => address };
  const provider: SolanaProvider & { signed: Uint8Array[] } = {
    signed: [],
    ...(options.isPhantom && { isPhantom: true }),
    connect: vi.fn(async () => {
      if (options.fails) throw options.fails;
      return { publicKey };
    }),
  };
  if (options.requestOnly) {
    provider.request = vi.fn(async ({ params }: { method: string; params?: unknown }) => {
      provider.signed.push((params as { message: Uint8Array }).message);
      return { signature, publicKey };
    });
  } else {
    provider.signMessage = vi.fn(async (message: Uint8Array, display?: string) => {
      if (options.fails) throw options.fails;
      expect(display).toBe('utf8');
      provider.signed.push(message);
      return { signature, publicKey };
    });
  }
  return { provider, signature };
}

/** A fake window: an EventTarget carrying the globals wallets inject. */
function fakeWindow(globals: Record<string, unknown> = {}) {
  return Object.assign(new EventTarget(), globals);
}

/** A wallet extension that answers EIP-6963 requests (and announces itself once loaded), as real ones do. */
function installAnnouncer(win: EventTarget, detail: Eip6963ProviderDetail) {
  const announce = () => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ ...detail }) }));
  win.addEventListener('eip6963:requestProvider', announce);
  announce();
}

const info = (name: string, rdns: string) => ({ uuid: `uuid-${rdns}`, name, icon: 'data:image/svg+xml,<svg/>', rdns });

describe('browser wallets', () => {
  it('finds several wallets at once, through EIP-6963 and the legacy globals, in the spec order', async () => {
    const metamask = ethereumProvider(METAMASK_ADDRESS, { isMetaMask: true });
    const rabby = ethereumProvider('0x3333333333333333333333333333333333333333', { isMetaMask: true, isRabby: true });
    const phantomEthereum = ethereumProvider('0x4444444444444444444444444444444444444444', { isPhantom: true, isMetaMask: true });
    const coinbase = ethereumProvider(COINBASE_ADDRESS, { isCoinbaseWallet: true });
    const binance = ethereumProvider('0x5555555555555555555555555555555555555555');
    const vessel = ethereumProvider('0x6666666666666666666666666666666666666666');
    const phantom = solanaProvider('Phantom1111111111111111111111111111111111', { isPhantom: true }).provider;
    const win = fakeWindow({
      // window.ethereum is whichever extension won the race (MetaMask here, the same object it announces).
      ethereum: { ...metamask, providers: [metamask, coinbase] },
      BinanceChain: binance,
      phantom: { solana: phantom, ethereum: phantomEthereum },
      solana: phantom,
    });
    installAnnouncer(win, { info: info('MetaMask', 'io.metamask'), provider: metamask });
    installAnnouncer(win, { info: info('Rabby Wallet', 'io.rabby'), provider: rabby });
    installAnnouncer(win, { info: info('Phantom', 'app.phantom'), provider: phantomEthereum });
    installAnnouncer(win, { info: info('Vessel Wallet', 'finance.vessel'), provider: vessel });

    const wallets = createBrowserWallets(win as unknown as Window);
    await expect(wallets.detect()).resolves.toEqual(['Metamask', 'Phantom', 'Coinbase', 'Binance', 'Vessel', 'GenericEthereumWallet']);

    await expect(wallets.connect('Coinbase')).resolves.toBe(COINBASE_ADDRESS);
    expect(coinbase.requests).toEqual([{ method: 'eth_requestAccounts' }]);
    await expect(wallets.connect('GenericEthereumWallet')).resolves.toBe('0x3333333333333333333333333333333333333333');
    await wallets.connect('Binance');
    expect(binance.requests).toHaveLength(1);
    expect(phantomEthereum.requests).toHaveLength(0);
  });

  it('prefers the EIP-6963 provider of a wallet that is also behind a legacy global', async () => {
    const legacy = ethereumProvider('0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', { isMetaMask: true });
    const announced = ethereumProvider(METAMASK_ADDRESS, { isMetaMask: true });
    const win = fakeWindow({ ethereum: legacy });
    installAnnouncer(win, { info: info('MetaMask', 'io.metamask'), provider: announced });
    const wallets = createBrowserWallets(win as unknown as Window);
    await expect(wallets.detect()).resolves.toEqual(['Metamask']);
    await expect(wallets.connect('Metamask')).resolves.toBe(METAMASK_ADDRESS);
    expect(legacy.requests).toHaveLength(0);
  });

  it('reads the legacy globals alone: window.ethereum.providers, the flags, BinanceChain, window.solana', async () => {
    const metamask = ethereumProvider(METAMASK_ADDRESS, { isMetaMask: true });
    const coinbase = ethereumProvider(COINBASE_ADDRESS, { isCoinbaseWallet: true });
    const otherSolana = solanaProvider('Other1111111111111111111111111111111111111').provider;
    const several = createBrowserWallets(fakeWindow({ ethereum: { ...coinbase, providers: [metamask, coinbase] }, solana: otherSolana }) as unknown as Window);
    await expect(several.detect()).resolves.toEqual(['Metamask', 'Coinbase', 'GenericSolanaWallet']);

    const unknown = createBrowserWallets(fakeWindow({ ethereum: ethereumProvider(METAMASK_ADDRESS) }) as unknown as Window);
    await expect(unknown.detect()).resolves.toEqual(['GenericEthereumWallet']);

    const phantomOnly = createBrowserWallets(
      fakeWindow({ solana: solanaProvider('Phantom1111111111111111111111111111111111', { isPhantom: true }).provider }) as unknown as Window,
    );
    await expect(phantomOnly.detect()).resolves.toEqual(['Phantom']);
  });

  it('counts wallets that announce themselves late, and tells whoever watches', async () => {
    const win = fakeWindow();
    const wallets = createBrowserWallets(win as unknown as Window);
    await expect(wallets.detect()).resolves.toEqual([]);
    const changed = vi.fn();
    const unwatch = wallets.watch?.(changed);
    installAnnouncer(win, { info: info('Coinbase Wallet', 'com.coinbase.wallet'), provider: ethereumProvider(COINBASE_ADDRESS) });
    expect(changed).toHaveBeenCalledTimes(1);
    await expect(wallets.detect()).resolves.toEqual(['Coinbase']);
    // The same wallet answering a later request again is no news.
    expect(changed).toHaveBeenCalledTimes(1);
    unwatch?.();
    installAnnouncer(win, { info: info('Binance Wallet', 'com.binance.wallet'), provider: ethereumProvider(METAMASK_ADDRESS) });
    expect(changed).toHaveBeenCalledTimes(1);
    await expect(wallets.detect()).resolves.toEqual(['Coinbase', 'Binance']);
  });

  it('ignores announcements that are not EIP-6963 details', async () => {
    const win = fakeWindow();
    const wallets = createBrowserWallets(win as unknown as Window);
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' }, provider: {} } }));
    await expect(wallets.detect()).resolves.toEqual([]);
  });

  it('Ethereum: signs the challenge as is with personal_sign [challenge, address]', async () => {
    const metamask = ethereumProvider(METAMASK_ADDRESS, { isMetaMask: true });
    const wallets = createBrowserWallets(fakeWindow({ ethereum: metamask }) as unknown as Window);
    const challenge = 'localhost wants you to sign in with your Ethereum account:\n0x1111…\n\nURI: http://localhost';
    await expect(wallets.sign('Metamask', { address: METAMASK_ADDRESS, message: challenge })).resolves.toBe(`0xsigned-by-${METAMASK_ADDRESS}`);
    expect(metamask.requests).toEqual([{ method: 'personal_sign', params: [challenge, METAMASK_ADDRESS] }]);
  });

  it('Solana: connects for the public key and signs the UTF-8 challenge, base58-encoding the signature', async () => {
    const { provider, signature } = solanaProvider('Phantom1111111111111111111111111111111111', { isPhantom: true });
    const wallets = createBrowserWallets(fakeWindow({ phantom: { solana: provider } }) as unknown as Window);
    await expect(wallets.connect('Phantom')).resolves.toBe('Phantom1111111111111111111111111111111111');
    await expect(wallets.sign('Phantom', { address: 'Phantom1111111111111111111111111111111111', message: 'Sign in: ü' })).resolves.toBe(
      bs58.encode(signature),
    );
    expect(new TextDecoder().decode(provider.signed[0])).toBe('Sign in: ü');

    const other = solanaProvider('Other1111111111111111111111111111111111111', { requestOnly: true });
    const viaRequest = createBrowserWallets(fakeWindow({ solana: other.provider }) as unknown as Window);
    await expect(viaRequest.sign('GenericSolanaWallet', { address: 'x', message: 'hi' })).resolves.toBe(bs58.encode(other.signature));
    expect(other.provider.request).toHaveBeenCalledWith({ method: 'signMessage', params: { message: new TextEncoder().encode('hi'), display: 'utf8' } });
  });

  it('maps a refusal (EIP-1193 4001, Phantom too) to rejected, a missing wallet to missing, anything else to failed', async () => {
    const rejection = { code: 4001, message: 'User rejected the request.' };
    const refusing = createBrowserWallets(
      fakeWindow({
        ethereum: ethereumProvider(METAMASK_ADDRESS, { isMetaMask: true }, rejection),
        phantom: { solana: solanaProvider('P', { isPhantom: true, fails: rejection }).provider },
      }) as unknown as Window,
    );
    await expect(refusing.connect('Metamask')).rejects.toMatchObject({ name: 'WalletError', code: 'rejected', message: 'User rejected the request.' });
    await expect(refusing.sign('Metamask', { address: METAMASK_ADDRESS, message: 'm' })).rejects.toMatchObject({ code: 'rejected' });
    await expect(refusing.connect('Phantom')).rejects.toMatchObject({ code: 'rejected' });
    await expect(refusing.sign('Phantom', { address: 'P', message: 'm' })).rejects.toMatchObject({ code: 'rejected' });
    await expect(refusing.connect('Coinbase')).rejects.toBeInstanceOf(WalletError);
    await expect(refusing.connect('Coinbase')).rejects.toMatchObject({ code: 'missing' });
    await expect(refusing.connect('GenericSolanaWallet')).rejects.toMatchObject({ code: 'missing' });

    const broken = createBrowserWallets(
      fakeWindow({ ethereum: ethereumProvider(METAMASK_ADDRESS, { isMetaMask: true }, { code: -32603, message: 'Internal error' }) }) as unknown as Window,
    );
    await expect(broken.connect('Metamask')).rejects.toMatchObject({ code: 'failed', message: 'Internal error' });
  });

  it('stops waiting for the wallet when the signal aborts', async () => {
    const waiting: Eip1193Provider = { isMetaMask: true, request: () => new Promise(() => {}) };
    const wallets = createBrowserWallets(fakeWindow({ ethereum: waiting }) as unknown as Window);
    const controller = new AbortController();
    const connecting = wallets.connect('Metamask', controller.signal);
    controller.abort();
    await expect(connecting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('finds nothing without a window', async () => {
    const wallets = createBrowserWallets(undefined as unknown as Window);
    await expect(wallets.detect()).resolves.toEqual([]);
    await expect(wallets.connect('Metamask')).rejects.toMatchObject({ code: 'missing' });
  });
});
