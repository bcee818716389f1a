/**
 * The wallet screens (spec §2, Crypto screens), loaded as one chunk when a wallet is chosen:
 * a config without wallets never fetches them.
 */
export { CryptoConfirmationScreen } from '../screens/crypto-confirmation/crypto-confirmation-screen';
export { CryptoConnectScreen } from '../screens/crypto-connect/crypto-connect-screen';
export { CryptoErrorScreen } from '../screens/crypto-error/crypto-error-screen';
export { CryptoOtherScreen } from '../screens/crypto-other/crypto-other-screen';
export { CryptoSetupWalletScreen } from '../screens/crypto-setup-wallet/crypto-setup-wallet-screen';
