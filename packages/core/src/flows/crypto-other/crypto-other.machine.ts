import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { Wallet } from '../../config';
import { flowEffectStubs } from '../shared/flow-effects';
import { notProvided } from '../shared/not-provided';
import type { FlowOutcome } from '../shared/outcome';
import { walletSlots } from './wallet-slots';

/** Which wallet buttons: Main's, or CryptoOtherScreen's (those beyond Main's slots). */
export type WalletList = 'main' | 'others';

export interface CryptoOtherInput {
  /** `cryptoOptions.wallets`: the wallets to offer, in order; null (or empty) offers the browser's. */
  configured: Wallet[] | null;
  /** The configured social providers: they share the 6 slots (spec §9). */
  socialCount: number;
  list: WalletList;
}

export interface CryptoOtherContext {
  configured: Wallet[] | null;
  socialCount: number;
  list: WalletList;
  /** The browser's wallets, once detected (spec §9 order). */
  detected: Wallet[] | null;
  outcome: CryptoOtherOutput | null;
}

export type CryptoOtherEvent =
  | { type: 'wallet.choose'; wallet: Wallet }
  /** 'Continue with other Crypto Wallet'. */
  | { type: 'wallet.others' }
  /** 'Set up a new crypto wallet'. */
  | { type: 'wallet.setup' };

/** The port's news: the browser's wallets may have changed (a late EIP-6963 announcement). */
type WalletsChanged = { type: 'wallets.changed' };

export type CryptoOtherOutput = Extract<FlowOutcome, { kind: 'walletChosen' | 'walletListRequested' | 'walletSetupRequested' }>;

/** A wallet button: the wallet, and whether this browser has it (a configured one may be missing). */
export interface WalletOption {
  wallet: Wallet;
  installed: boolean;
}

/** The buttons one list shows. */
export interface CryptoOtherList {
  wallets: WalletOption[];
  /** 'Continue with other Crypto Wallet' (Main only, when the wallets overflow its slots). */
  showOthers: boolean;
  /** 'Set up a new crypto wallet' (Main when everything fits; CryptoOtherScreen always). */
  showSetup: boolean;
}

/**
 * The wallets offered: the configured ones in config order (each marked installed or not), or
 * else the detected ones in spec order; nothing until detection ends when the browser decides.
 */
export function offeredWallets(configured: readonly Wallet[] | null, detected: readonly Wallet[] | null): WalletOption[] {
  const installed = new Set(detected ?? []);
  if (configured && configured.length > 0) {
    return [...new Set(configured)].map((wallet) => ({ wallet, installed: installed.has(wallet) }));
  }
  return (detected ?? []).map((wallet) => ({ wallet, installed: true }));
}

/** The buttons of the picker's list (spec §9's slots). */
export function cryptoOtherList(context: Pick<CryptoOtherContext, 'configured' | 'detected' | 'socialCount' | 'list'>): CryptoOtherList {
  const decided = (context.configured?.length ?? 0) > 0 || context.detected !== null;
  if (!decided) return { wallets: [], showOthers: false, showSetup: false };
  const slots = walletSlots(offeredWallets(context.configured, context.detected), context.socialCount);
  if (context.list === 'others') return { wallets: slots.others, showOthers: false, showSetup: true };
  return { wallets: slots.main, showOthers: slots.showOthers, showSetup: !slots.showOthers };
}

/**
 * The wallet buttons of Main and of CryptoOtherScreen (spec §2, §4, §9): detects the browser's
 * wallets through the wallet port, offers the configured or detected ones within the shared
 * slots, and ends with what the user pressed: a wallet (`walletChosen`), 'Continue with other
 * Crypto Wallet' (`walletListRequested`) or 'Set up a new crypto wallet' (`walletSetupRequested`).
 * Wallets that announce themselves later are added while it shows.
 */
export const cryptoOtherMachine = setup({
  types: {
    input: {} as CryptoOtherInput,
    context: {} as CryptoOtherContext,
    events: {} as CryptoOtherEvent | WalletsChanged,
    output: {} as CryptoOtherOutput,
  },
  actors: {
    detectWallets: fromPromise<Wallet[]>(notProvided('detectWallets')),
    /** Sends `wallets.changed` when the browser's wallets may have changed (default: never). */
    watchWallets: fromCallback<AnyEventObject>(() => {}),
  },
  actions: {
    ...flowEffectStubs,
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'wallet.choose' && cryptoOtherList(context).wallets.some((option) => option.wallet === event.wallet),
    canShowOthers: ({ context }) => cryptoOtherList(context).showOthers,
    canSetUp: ({ context }) => cryptoOtherList(context).showSetup,
  },
}).createMachine({
  id: 'cryptoOther',
  context: ({ input }) => ({
    configured: input.configured,
    socialCount: input.socialCount,
    list: input.list,
    detected: null,
    outcome: null,
  }),
  initial: 'detecting',
  on: {
    'wallet.choose': {
      guard: 'isOffered',
      target: '.chosen',
      actions: assign({ outcome: ({ event }) => ({ kind: 'walletChosen' as const, wallet: event.wallet }) }),
    },
    'wallet.others': { guard: 'canShowOthers', target: '.chosen', actions: assign({ outcome: { kind: 'walletListRequested' } }) },
    'wallet.setup': { guard: 'canSetUp', target: '.chosen', actions: assign({ outcome: { kind: 'walletSetupRequested' } }) },
  },
  states: {
    detecting: {
      tags: 'pending',
      invoke: {
        src: 'detectWallets',
        onDone: { target: 'ready', actions: assign({ detected: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ detected: [] }) },
      },
    },
    ready: {
      invoke: { src: 'watchWallets' },
      on: { 'wallets.changed': 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'detectWallets',
        onDone: { target: 'ready', actions: assign({ detected: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    chosen: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'walletSetupRequested' },
});

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use cryptoOtherList; removed in 0.3. */
export const walletPickerList = cryptoOtherList;
/** @deprecated Use cryptoOtherMachine; removed in 0.3. */
export const walletPickerMachine = cryptoOtherMachine;
/** @deprecated Use CryptoOtherContext; removed in 0.3. */
export type WalletPickerContext = CryptoOtherContext;
/** @deprecated Use CryptoOtherEvent; removed in 0.3. */
export type WalletPickerEvent = CryptoOtherEvent;
/** @deprecated Use CryptoOtherInput; removed in 0.3. */
export type WalletPickerInput = CryptoOtherInput;
/** @deprecated Use CryptoOtherList; removed in 0.3. */
export type WalletPickerList = CryptoOtherList;
/** @deprecated Use CryptoOtherOutput; removed in 0.3. */
export type WalletPickerOutput = CryptoOtherOutput;
