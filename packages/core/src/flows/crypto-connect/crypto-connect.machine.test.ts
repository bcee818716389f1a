import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createAuthError, type AuthClient, type AuthError, type AuthenticateResult } from '../../client';
import type { Wallet } from '../../config';
import { createFakeAuthClient, fakeAuthenticateResult } from '../../testing';
import { createCryptoConnectActors } from './crypto-connect.actors';
import { cryptoConnectMachine } from './crypto-connect.machine';
import { selectCryptoConnectView } from './crypto-connect.selectors';
import { createFakeWallets, fakeWalletAddress, type FakeWalletsOptions } from '../../testing/fake-wallets';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/** A scripted answer of the server: a value, a failure, or none ever. */
type Step<T> = T | { error: AuthError } | 'hang';

interface CryptoScript {
  start?: Step<{ challenge: string }>;
  authenticate?: Step<AuthenticateResult>;
}

const failWith = (type: string, message?: string) => ({ error: createAuthError(type, message !== undefined ? { message } : {}) });

function answer<T>(step: Step<T>, signal: AbortSignal | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(createAuthError('aborted')), { once: true });
    if (step === 'hang') return;
    if (typeof step === 'object' && step !== null && 'error' in step) reject(step.error);
    else resolve(step as T);
  });
}

/** The fake client with its two wallet calls scripted. */
function cryptoClient({ start = { challenge: 'Signing in with Acme: n0nce' }, authenticate = fakeAuthenticateResult() }: CryptoScript = {}) {
  const calls: Array<{ operation: string; request: unknown }> = [];
  const client: AuthClient = {
    ...createFakeAuthClient(),
    cryptoWallets: {
      authenticateStart: (request, options) => {
        calls.push({ operation: 'authenticateStart', request });
        return answer(start, options?.signal);
      },
      authenticate: (request, options) => {
        calls.push({ operation: 'authenticate', request });
        return answer(authenticate, options?.signal);
      },
    },
  };
  return { client, calls };
}

function start(wallet: Wallet, { wallets: walletOptions = {}, script = {} }: { wallets?: FakeWalletsOptions; script?: CryptoScript } = {}) {
  const clock = new SimulatedClock();
  const { client, calls } = cryptoClient(script);
  const wallets = createFakeWallets(walletOptions);
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(
    cryptoConnectMachine.provide({ actors: createCryptoConnectActors(client, { effects, wallets: wallets.load, requestTimeoutMs: 5_000 }), actions: effects }),
    { clock, input: { wallet, sessionDurationMinutes: 45 } },
  ).start();
  return { actor, clock, calls, wallets, effects, view: () => selectCryptoConnectView(actor.getSnapshot()) };
}

describe('crypto-connect: a crypto login', () => {
  it('Ethereum: connects, gets the challenge, signs it as is, authenticates, and reports both events', async () => {
    const { actor, calls, wallets, effects } = start('Metamask');
    await flush();
    const address = fakeWalletAddress('Metamask');
    expect(calls.filter((call) => call.operation === 'authenticateStart' || call.operation === 'authenticate')).toEqual([
      { operation: 'authenticateStart', request: { cryptoWalletAddress: address, cryptoWalletType: 'ethereum' } },
      {
        operation: 'authenticate',
        request: {
          cryptoWalletAddress: address,
          cryptoWalletType: 'ethereum',
          signature: '0xsignature-of:Signing in with Acme: n0nce',
          sessionDurationMinutes: 45,
        },
      },
    ]);
    expect(wallets.calls.map(({ method, wallet, message }) => [method, wallet, message])).toEqual([
      ['connect', 'Metamask', undefined],
      ['sign', 'Metamask', 'Signing in with Acme: n0nce'],
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'authenticated', via: 'crypto', result: { userId: 'user-test-1' } });
    expect(effects.reportEvent.mock.calls.map(([, event]) => event.type)).toEqual(['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE']);
    expect(effects.reportError).not.toHaveBeenCalled();
  });

  it('Solana: the same steps with the solana wallet type', async () => {
    const { actor, calls } = start('Phantom');
    await flush();
    expect(calls.find((call) => call.operation === 'authenticate')?.request).toMatchObject({
      cryptoWalletAddress: fakeWalletAddress('Phantom'),
      cryptoWalletType: 'solana',
      signature: 'solana-signature-of:Signing in with Acme: n0nce',
    });
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'authenticated', via: 'crypto' });
  });

  it("shows CryptoConnect while connecting and getting the challenge, CryptoSignMessage while signing and authenticating", async () => {
    const connecting = start('Metamask', { wallets: { connect: 'hang' } });
    await flush();
    expect(connecting.view()).toMatchObject({ status: 'connecting', phase: 'connect', isPending: true });

    const challenging = start('Metamask', { script: { start: 'hang' } });
    await flush();
    expect(challenging.view()).toMatchObject({ status: 'challenging', phase: 'connect', address: fakeWalletAddress('Metamask') });

    const signing = start('Metamask', { wallets: { sign: 'hang' } });
    await flush();
    expect(signing.view()).toMatchObject({ status: 'signing', phase: 'sign', isPending: true });

    const authenticating = start('Metamask', { script: { authenticate: 'hang' } });
    await flush();
    expect(authenticating.view()).toMatchObject({ status: 'authenticating', phase: 'sign' });
  });

  it('a refused connection ends with walletFailed at the connect stage, keeping the cause, and reports it', async () => {
    const { actor, effects, calls, view } = start('Coinbase', { wallets: { connect: 'rejected' } });
    await flush();
    const error = { type: 'wallet_connect_failed', message: 'User rejected the request.', cause: { type: 'wallet_rejected', message: 'User rejected the request.' } };
    expect(actor.getSnapshot().output).toEqual({ kind: 'walletFailed', wallet: 'Coinbase', stage: 'connect', error });
    expect(view()).toMatchObject({ status: 'failed', phase: null, isPending: false, error });
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), error);
    expect(calls.some((call) => call.operation === 'authenticateStart')).toBe(false);
  });

  it('a refused signature (4001) ends with walletFailed at the sign stage', async () => {
    const { actor, effects, calls } = start('Metamask', { wallets: { sign: 'rejected' } });
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({
      kind: 'walletFailed',
      stage: 'sign',
      error: { type: 'wallet_sign_failed', cause: { type: 'wallet_rejected' } },
    });
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'wallet_sign_failed' }));
    expect(calls.some((call) => call.operation === 'authenticate')).toBe(false);
  });

  it("a server failure at the start is 'Could not connect to wallet'; at the end, 'Could not sign message'", async () => {
    const atStart = start('Metamask', { script: { start: failWith('invalid_ethereum_address', 'crypto_wallet_address must be an Ethereum address') } });
    await flush();
    expect(atStart.actor.getSnapshot().output).toMatchObject({
      kind: 'walletFailed',
      stage: 'connect',
      error: { type: 'wallet_connect_failed', cause: { type: 'invalid_ethereum_address' } },
    });
    expect(atStart.wallets.calls.some((call) => call.method === 'sign')).toBe(false);

    const atEnd = start('Phantom', { script: { authenticate: failWith('unauthorized_credentials') } });
    await flush();
    expect(atEnd.actor.getSnapshot().output).toMatchObject({
      kind: 'walletFailed',
      wallet: 'Phantom',
      stage: 'sign',
      error: { type: 'wallet_sign_failed', cause: { type: 'unauthorized_credentials' } },
    });
  });

  it('a server that never answers fails with its request timeout; the wallet itself has none', async () => {
    const stuck = start('Metamask', { script: { start: 'hang' } });
    await flush();
    stuck.clock.increment(5_000);
    await flush();
    expect(stuck.actor.getSnapshot().output).toMatchObject({ stage: 'connect', error: { cause: { type: 'request_timeout' } } });

    const waiting = start('Metamask', { wallets: { sign: 'hang' } });
    await flush();
    waiting.clock.increment(60 * 60_000);
    await flush();
    expect(waiting.view().status).toBe('signing');
  });

  it('a wallet this browser lacks ends by asking for CryptoSetupWallet, reporting no error', async () => {
    const { actor, effects, calls } = start('Binance', { wallets: { installed: ['Metamask'] } });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'walletSetupRequested' });
    expect(effects.reportError).not.toHaveBeenCalled();
    expect(calls.some((call) => call.operation === 'authenticateStart')).toBe(false);
  });

  it("stopping the flow (the user went back) abandons the wallet's prompt", async () => {
    const connecting = start('Metamask', { wallets: { connect: 'hang' } });
    await flush();
    const connectSignal = connecting.wallets.calls[0]?.signal;
    expect(connectSignal?.aborted).toBe(false);
    connecting.actor.stop();
    expect(connectSignal?.aborted).toBe(true);

    const signing = start('Phantom', { wallets: { sign: 'hang' } });
    await flush();
    const signSignal = signing.wallets.calls.find((call) => call.method === 'sign')?.signal;
    signing.actor.stop();
    expect(signSignal?.aborted).toBe(true);
    await flush();
    expect(signing.effects.reportError).not.toHaveBeenCalled();
  });
});
