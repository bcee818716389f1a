import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Wallet } from '../../config';
import { createFakeWallets } from '../../testing/fake-wallets';
import { createCryptoOtherActors } from './crypto-other.actors';
import { cryptoOtherMachine, type CryptoOtherInput } from './crypto-other.machine';
import { selectCryptoOtherView } from './crypto-other.selectors';

const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function start(installed: Wallet[], input: Partial<CryptoOtherInput> = {}) {
  const wallets = createFakeWallets({ installed });
  const actor = createActor(cryptoOtherMachine.provide({ actors: createCryptoOtherActors({ wallets: wallets.load }) }), {
    input: { configured: null, socialCount: 0, list: 'main', ...input },
  }).start();
  return { actor, wallets, view: () => selectCryptoOtherView(actor.getSnapshot()) };
}

const names = (view: { wallets: Array<{ wallet: Wallet }> }) => view.wallets.map((option) => option.wallet);

const ALL: Wallet[] = ['GenericSolanaWallet', 'Vessel', 'Binance', 'Coinbase', 'Phantom', 'Metamask', 'GenericEthereumWallet'];

describe('crypto-other (the wallet list)', () => {
  it('detects the browser wallets first, then offers them in the spec order with the setup button', async () => {
    const { view } = start(['Phantom', 'Metamask', 'Coinbase']);
    expect(view()).toMatchObject({ detecting: true, wallets: [], showOthers: false, showSetup: false });
    await flush();
    expect(view()).toMatchObject({ detecting: false, showOthers: false, showSetup: true });
    expect(view().wallets).toEqual([
      { wallet: 'Metamask', installed: true },
      { wallet: 'Phantom', installed: true },
      { wallet: 'Coinbase', installed: true },
    ]);
  });

  it('offers the configured wallets in config order, marking the ones this browser lacks', async () => {
    const { view } = start(['Metamask'], { configured: ['Phantom', 'Metamask', 'Phantom'] });
    // Known before detection ends.
    expect(names(view())).toEqual(['Phantom', 'Metamask']);
    await flush();
    expect(view().wallets).toEqual([
      { wallet: 'Phantom', installed: false },
      { wallet: 'Metamask', installed: true },
    ]);
  });

  it("shares the 6 slots with social buttons: 4 providers + 7 wallets → 1 on Main and 'other wallets', 6 on the others screen", async () => {
    const main = start(ALL, { socialCount: 4 });
    await flush();
    expect(main.view()).toMatchObject({ showOthers: true, showSetup: false });
    expect(names(main.view())).toEqual(['Metamask']);

    const others = start(ALL, { socialCount: 4, list: 'others' });
    await flush();
    expect(others.view()).toMatchObject({ showOthers: false, showSetup: true });
    expect(names(others.view())).toEqual(['Phantom', 'Coinbase', 'Binance', 'Vessel', 'GenericEthereumWallet', 'GenericSolanaWallet']);

    const crowded = start(['Metamask'], { socialCount: 5 });
    await flush();
    expect(crowded.view()).toMatchObject({ wallets: [], showOthers: true, showSetup: false });
  });

  it('ends with the wallet chosen, or the other list, or the setup screen', async () => {
    const chosen = start(['Metamask', 'Phantom']);
    await flush();
    chosen.actor.send({ type: 'wallet.choose', wallet: 'Phantom' });
    expect(chosen.actor.getSnapshot().output).toEqual({ kind: 'walletChosen', wallet: 'Phantom' });

    const others = start(ALL, { socialCount: 4 });
    await flush();
    others.actor.send({ type: 'wallet.others' });
    expect(others.actor.getSnapshot().output).toEqual({ kind: 'walletListRequested' });

    const setup = start([]);
    await flush();
    expect(setup.view()).toMatchObject({ wallets: [], showSetup: true });
    setup.actor.send({ type: 'wallet.setup' });
    expect(setup.actor.getSnapshot().output).toEqual({ kind: 'walletSetupRequested' });
  });

  it('ignores buttons it does not show', async () => {
    const { actor } = start(['Metamask'], { socialCount: 4 });
    await flush();
    actor.send({ type: 'wallet.choose', wallet: 'Binance' });
    actor.send({ type: 'wallet.others' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'wallet.choose', wallet: 'Metamask' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'walletChosen', wallet: 'Metamask' });
  });

  it('adds a wallet that announces itself late', async () => {
    const { wallets, view } = start(['Metamask']);
    await flush();
    expect(names(view())).toEqual(['Metamask']);
    wallets.install('Coinbase');
    await flush();
    expect(names(view())).toEqual(['Metamask', 'Coinbase']);
    expect(view().detecting).toBe(false);
  });

  it('offers nothing but setup when detection fails', async () => {
    const actor = createActor(
      cryptoOtherMachine.provide({ actors: createCryptoOtherActors({ wallets: () => Promise.reject(new Error('chunk failed')) }) }),
      { input: { configured: null, socialCount: 0, list: 'main' } },
    ).start();
    await flush();
    expect(selectCryptoOtherView(actor.getSnapshot())).toMatchObject({ wallets: [], showSetup: true, detecting: false });
  });
});
