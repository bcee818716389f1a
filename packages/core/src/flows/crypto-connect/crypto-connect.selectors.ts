import type { SnapshotFrom } from 'xstate';
import type { Wallet } from '../../config';
import type { WalletStage } from '../shared/outcome';
import type { cryptoConnectMachine, WalletFailure } from './crypto-connect.machine';

export type CryptoConnectStatus = 'connecting' | 'challenging' | 'signing' | 'authenticating' | 'authenticated' | 'setupRequested' | 'failed';

export interface CryptoConnectView {
  status: CryptoConnectStatus;
  /**
   * Which screen shows: `connect` (CryptoConnect, 'Connecting to your wallet...': the wallet's
   * account, then the challenge) or `sign` (CryptoSignMessage, 'Completing signature
   * request...': the signature, then the login); null once the flow is over.
   */
  phase: WalletStage | null;
  isPending: boolean;
  wallet: Wallet;
  address: string | null;
  error: WalletFailure | null;
}

const STATUSES: readonly CryptoConnectStatus[] = ['connecting', 'challenging', 'signing', 'authenticating', 'authenticated', 'setupRequested', 'failed'];

export function selectCryptoConnectStatus(snapshot: SnapshotFrom<typeof cryptoConnectMachine>): CryptoConnectStatus {
  return STATUSES.find((status) => snapshot.matches(status)) ?? 'connecting';
}

export function selectCryptoConnectPhase(snapshot: SnapshotFrom<typeof cryptoConnectMachine>): WalletStage | null {
  if (snapshot.hasTag('connect')) return 'connect';
  if (snapshot.hasTag('sign')) return 'sign';
  return null;
}

export function selectCryptoConnectView(snapshot: SnapshotFrom<typeof cryptoConnectMachine>): CryptoConnectView {
  return {
    status: selectCryptoConnectStatus(snapshot),
    phase: selectCryptoConnectPhase(snapshot),
    isPending: snapshot.hasTag('pending'),
    wallet: snapshot.context.wallet,
    address: snapshot.context.address,
    error: snapshot.context.error,
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use selectCryptoConnectPhase; removed in 0.3. */
export const selectCryptoWalletPhase = selectCryptoConnectPhase;
/** @deprecated Use selectCryptoConnectStatus; removed in 0.3. */
export const selectCryptoWalletStatus = selectCryptoConnectStatus;
/** @deprecated Use selectCryptoConnectView; removed in 0.3. */
export const selectCryptoWalletView = selectCryptoConnectView;
/** @deprecated Use CryptoConnectStatus; removed in 0.3. */
export type CryptoWalletStatus = CryptoConnectStatus;
/** @deprecated Use CryptoConnectView; removed in 0.3. */
export type CryptoWalletView = CryptoConnectView;
