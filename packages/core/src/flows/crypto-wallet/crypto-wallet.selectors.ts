import type { SnapshotFrom } from 'xstate';
import type { Wallet } from '../../config';
import type { WalletStage } from '../shared/outcome';
import type { cryptoWalletMachine, WalletFailure } from './crypto-wallet.machine';

export type CryptoWalletStatus = 'connecting' | 'challenging' | 'signing' | 'authenticating' | 'authenticated' | 'setupRequested' | 'failed';

export interface CryptoWalletView {
  status: CryptoWalletStatus;
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

const STATUSES: readonly CryptoWalletStatus[] = ['connecting', 'challenging', 'signing', 'authenticating', 'authenticated', 'setupRequested', 'failed'];

export function selectCryptoWalletStatus(snapshot: SnapshotFrom<typeof cryptoWalletMachine>): CryptoWalletStatus {
  return STATUSES.find((status) => snapshot.matches(status)) ?? 'connecting';
}

export function selectCryptoWalletPhase(snapshot: SnapshotFrom<typeof cryptoWalletMachine>): WalletStage | null {
  if (snapshot.hasTag('connect')) return 'connect';
  if (snapshot.hasTag('sign')) return 'sign';
  return null;
}

export function selectCryptoWalletView(snapshot: SnapshotFrom<typeof cryptoWalletMachine>): CryptoWalletView {
  return {
    status: selectCryptoWalletStatus(snapshot),
    phase: selectCryptoWalletPhase(snapshot),
    isPending: snapshot.hasTag('pending'),
    wallet: snapshot.context.wallet,
    address: snapshot.context.address,
    error: snapshot.context.error,
  };
}
