import { SOCIAL_AND_WALLET_SLOTS } from '../../config/constants';

/** How the wallet buttons share Main's social + wallet slots (spec §9). */
export interface WalletSlots<T> {
  /** The wallets Main shows. */
  main: T[];
  /** The wallets CryptoOtherScreen shows (those beyond Main's slots). */
  others: T[];
  /**
   * Main ends with 'Continue with other Crypto Wallet' (there are more wallets than its slots);
   * otherwise it ends with 'Set up a new crypto wallet'.
   */
  showOthers: boolean;
}

/**
 * Spec §9: social and wallet buttons share 6 slots; Main shows 6 − social providers − 1 wallets
 * (the last slot is 'other wallets' or 'set up a new wallet'). When there are more wallets than
 * that, Main shows the first ones and 'Continue with other Crypto Wallet', which lists the rest;
 * otherwise Main shows them all and 'Set up a new crypto wallet'.
 */
export function walletSlots<T>(wallets: readonly T[], socialCount: number): WalletSlots<T> {
  const onMain = Math.max(0, SOCIAL_AND_WALLET_SLOTS - Math.max(0, socialCount) - 1);
  if (wallets.length > onMain) {
    return { main: wallets.slice(0, onMain), others: wallets.slice(onMain), showOthers: true };
  }
  return { main: [...wallets], others: [], showOthers: false };
}
