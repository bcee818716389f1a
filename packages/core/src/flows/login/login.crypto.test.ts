import { describe, expect, it } from 'vitest';
import type { LoginConfig } from '../../config';
import { fail } from '../../testing';
import { createFakeWallets } from '../../testing/fake-wallets';
import { flush, startLogin } from './login.test-support';

const cryptoConfig: LoginConfig = {
  products: ['oauth', 'crypto', 'otp'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }, { type: 'discord' }] },
};

describe('login router: wallets', () => {
  it('offers the browser’s wallets within the 6 slots, and routes a choice through CryptoConnect to CryptoConfirmation', async () => {
    const wallets = createFakeWallets();
    const { children, view, client, effects, eventTypes } = startLogin(cryptoConfig, {}, { loadWallets: wallets.load });
    await flush();
    // 4 providers + 7 wallets: 1 wallet on Main, then 'other wallets'.
    const picker = children().wallets!;
    picker.send({ type: 'wallet.choose', wallet: 'Metamask' });
    expect(view().step).toEqual({ screen: 'CryptoConnect', wallet: 'Metamask' });
    for (let i = 0; i < 4; i += 1) await flush();
    expect(client.callsTo('cryptoWallets.authenticateStart')).toEqual([
      { cryptoWalletAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72', cryptoWalletType: 'ethereum' },
    ]);
    expect(view().screen).toBe('CryptoConfirmation');
    expect(eventTypes()).toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'wallet:Metamask');
  });

  it('other wallets → CryptoOtherScreen, whose choice runs the wallet; back returns to Main', async () => {
    const wallets = createFakeWallets({ connect: 'hang' });
    const { children, view, actor } = startLogin(cryptoConfig, {}, { loadWallets: wallets.load });
    await flush();
    children().wallets!.send({ type: 'wallet.others' });
    await flush();
    expect(view().step).toEqual({ screen: 'CryptoOtherScreen' });
    expect(children().cryptoOther).toBeDefined();
    children().cryptoOther!.send({ type: 'wallet.choose', wallet: 'Phantom' });
    expect(view().step).toEqual({ screen: 'CryptoConnect', wallet: 'Phantom' });
    await flush();
    expect(wallets.calls.at(-1)).toMatchObject({ method: 'connect', wallet: 'Phantom' });
    actor.send({ type: 'screen.back' });
    expect(view().step).toEqual({ screen: 'Main' });
    expect(children().cryptoConnect).toBeUndefined();
    // Leaving abandons the wallet's request.
    expect(wallets.calls.at(-1)?.signal?.aborted).toBe(true);
  });

  it('a wallet the browser lacks → CryptoSetupWallet; a refused signature → CryptoError', async () => {
    const missing = startLogin({ ...cryptoConfig, cryptoOptions: { wallets: ['Binance'] } }, {}, { loadWallets: createFakeWallets({ installed: [] }).load });
    await flush();
    missing.children().wallets!.send({ type: 'wallet.choose', wallet: 'Binance' });
    await flush();
    await flush();
    expect(missing.view().step).toEqual({ screen: 'CryptoSetupWallet' });

    const refused = startLogin(cryptoConfig, {}, { loadWallets: createFakeWallets({ sign: 'rejected' }).load });
    await flush();
    refused.children().wallets!.send({ type: 'wallet.choose', wallet: 'Metamask' });
    for (let i = 0; i < 4; i += 1) await flush();
    expect(refused.view().step).toMatchObject({ screen: 'CryptoError', wallet: 'Metamask', stage: 'sign', error: { type: 'wallet_sign_failed' } });
  });

  it('a failed challenge is a connection failure', async () => {
    const { children, view } = startLogin(
      cryptoConfig,
      { 'cryptoWallets.authenticateStart': fail('invalid_crypto_wallet_address') },
      { loadWallets: createFakeWallets().load },
    );
    await flush();
    children().wallets!.send({ type: 'wallet.choose', wallet: 'Metamask' });
    for (let i = 0; i < 4; i += 1) await flush();
    expect(view().step).toMatchObject({ screen: 'CryptoError', stage: 'connect', error: { type: 'wallet_connect_failed' } });
  });

  it('runs no wallet detection without the crypto product', () => {
    const { children } = startLogin({ products: ['otp'], otpOptions: { methods: ['email'] } });
    expect(children().wallets).toBeUndefined();
  });
});
