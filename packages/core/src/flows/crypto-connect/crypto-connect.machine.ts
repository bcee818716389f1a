import { assign, fromPromise, setup } from 'xstate';
import {
  createAuthError,
  toAuthError,
  type AuthError,
  type AuthenticateResult,
  type CryptoWalletAuthenticateRequest,
  type CryptoWalletStartRequest,
  type CryptoWalletType,
} from '../../client';
import type { Wallet } from '../../config';
import { SESSION_DURATION_MINUTES } from '../../config/constants';
import { AuthEventType, flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { FlowOutcome, WalletStage } from '../shared/outcome';
import { isWalletError, walletType } from '../../wallets';

export interface CryptoConnectInput {
  /** The wallet the user picked (on Main or CryptoOtherScreen). */
  wallet: Wallet;
  sessionDurationMinutes?: number;
}

/** A wallet login's failure: the spec's code for its stage, with what actually went wrong. */
export interface WalletFailure extends AuthError {
  readonly type: 'wallet_connect_failed' | 'wallet_sign_failed';
  /**
   * What went wrong: the server's or the request wrapper's error (`request_timeout`, …), or the
   * wallet's, as `wallet_rejected` (the user said no), `wallet_missing` or `wallet_failed`.
   */
  readonly cause: AuthError;
}

export interface CryptoConnectContext {
  wallet: Wallet;
  walletType: CryptoWalletType;
  sessionDurationMinutes: number;
  /** The address the wallet gave (spec §3 cryptoState.walletAddress). */
  address: string | null;
  /** The server's challenge (cryptoState.walletChallenge). */
  challenge: string | null;
  signature: string | null;
  result: AuthenticateResult | null;
  error: WalletFailure | null;
  /** The chosen wallet is not in this browser: the flow ends by asking for CryptoSetupWallet. */
  missing: boolean;
}

/** How a wallet login ends. */
export type CryptoConnectOutput = Extract<FlowOutcome, { kind: 'authenticated' | 'walletSetupRequested' | 'walletFailed' }>;

const failureTypes = { connect: 'wallet_connect_failed', sign: 'wallet_sign_failed' } as const;

/** The cause of a failure, as an AuthError: a wallet's refusal keeps its own code. */
export function walletFailureCause(error: unknown): AuthError {
  if (isWalletError(error)) return createAuthError(`wallet_${error.code}`, { message: error.message });
  return toAuthError(error);
}

/**
 * The error of a wallet login that failed at `stage` (spec §8): 'Could not connect to wallet'
 * while connecting or getting the challenge, 'Could not sign message' while signing or
 * authenticating; the cause is kept, and its words as the message.
 */
export function walletFailure(stage: WalletStage, error: unknown): WalletFailure {
  const cause = walletFailureCause(error);
  const message = cause.message ?? cause.type;
  return { type: failureTypes[stage], message, cause };
}

/** Was it that the wallet is not in this browser? */
const isMissingWallet = (error: unknown) => isWalletError(error) && error.code === 'missing';

/** The actions of a failed step: keep the failure and report it to the host (spec §8). */
const failureActions = (stage: WalletStage) => [
  { type: 'setFailure' as const, params: ({ event }: { event: { error: unknown } }) => walletFailure(stage, event.error) },
  { type: 'reportError' as const, params: ({ event }: { event: { error: unknown } }) => walletFailure(stage, event.error) },
];

/**
 * A crypto wallet login (CryptoConnect → CryptoSignMessage, spec §2, §4; protocol §7): the wallet
 * gives an address, the server a challenge for it, the wallet signs the challenge, the server
 * checks the signature and answers with a session. The `connect` tag covers the first two steps
 * (CryptoConnect), `sign` the last two (CryptoSignMessage). A wallet that is not in this
 * browser ends the flow asking for CryptoSetupWallet; any failure ends it with the stage it
 * happened at (CryptoError). Waiting on the wallet has no timeout (it waits for the human);
 * stopping the flow abandons the wait.
 */
export const cryptoConnectMachine = setup({
  types: {
    input: {} as CryptoConnectInput,
    context: {} as CryptoConnectContext,
    output: {} as CryptoConnectOutput,
  },
  actors: {
    connectWallet: fromPromise<string, { wallet: Wallet }>(notProvided('connectWallet')),
    startChallenge: fromPromise<{ challenge: string }, CryptoWalletStartRequest>(notProvided('startChallenge')),
    signChallenge: fromPromise<string, { wallet: Wallet; address: string; message: string }>(notProvided('signChallenge')),
    authenticate: fromPromise<AuthenticateResult, CryptoWalletAuthenticateRequest>(notProvided('authenticate')),
  },
  actions: {
    ...flowEffectStubs,
    setFailure: assign((_, error: WalletFailure) => ({ error })),
  },
}).createMachine({
  id: 'cryptoConnect',
  context: ({ input }) => ({
    wallet: input.wallet,
    walletType: walletType(input.wallet),
    sessionDurationMinutes: input.sessionDurationMinutes ?? SESSION_DURATION_MINUTES,
    address: null,
    challenge: null,
    signature: null,
    result: null,
    error: null,
    missing: false,
  }),
  initial: 'connecting',
  states: {
    connecting: {
      tags: ['pending', 'connect'],
      invoke: {
        src: 'connectWallet',
        input: ({ context }) => ({ wallet: context.wallet }),
        onDone: { target: 'challenging', actions: assign({ address: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isMissingWallet(event.error), target: 'setupRequested', actions: assign({ missing: true }) },
          { target: 'failed', actions: failureActions('connect') },
        ],
      },
    },
    challenging: {
      tags: ['pending', 'connect'],
      invoke: {
        src: 'startChallenge',
        input: ({ context }) => ({ cryptoWalletAddress: context.address ?? '', cryptoWalletType: context.walletType }),
        onDone: {
          target: 'signing',
          actions: [
            assign({ challenge: ({ event }) => event.output.challenge }),
            {
              type: 'reportEvent',
              params: ({ event }) => ({ type: AuthEventType.CryptoWalletAuthenticateStart, data: event.output }),
            },
          ],
        },
        onError: { target: 'failed', actions: failureActions('connect') },
      },
    },
    signing: {
      tags: ['pending', 'sign'],
      invoke: {
        src: 'signChallenge',
        input: ({ context }) => ({ wallet: context.wallet, address: context.address ?? '', message: context.challenge ?? '' }),
        onDone: { target: 'authenticating', actions: assign({ signature: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: failureActions('sign') },
      },
    },
    authenticating: {
      tags: ['pending', 'sign'],
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({
          cryptoWalletAddress: context.address ?? '',
          cryptoWalletType: context.walletType,
          signature: context.signature ?? '',
          sessionDurationMinutes: context.sessionDurationMinutes,
        }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'reportEvent', params: ({ event }) => ({ type: AuthEventType.CryptoWalletAuthenticate, data: event.output.raw }) },
          ],
        },
        onError: { target: 'failed', actions: failureActions('sign') },
      },
    },
    authenticated: { type: 'final' },
    setupRequested: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): CryptoConnectOutput => {
    if (context.result) return { kind: 'authenticated', via: 'crypto', result: context.result };
    if (context.error) {
      const stage: WalletStage = context.error.type === 'wallet_connect_failed' ? 'connect' : 'sign';
      return { kind: 'walletFailed', wallet: context.wallet, stage, error: context.error };
    }
    return { kind: 'walletSetupRequested' };
  },
});

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use cryptoConnectMachine; removed in 0.3. */
export const cryptoWalletMachine = cryptoConnectMachine;
/** @deprecated Use CryptoConnectContext; removed in 0.3. */
export type CryptoWalletContext = CryptoConnectContext;
/** @deprecated Use CryptoConnectInput; removed in 0.3. */
export type CryptoWalletInput = CryptoConnectInput;
/** @deprecated Use CryptoConnectOutput; removed in 0.3. */
export type CryptoWalletOutput = CryptoConnectOutput;
