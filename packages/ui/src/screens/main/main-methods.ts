/**
 * Main's social sign-in and wallet buttons, a chunk of their own: fetched only when the config
 * has them (the provider marks and wallet code load later still, one by one).
 */
export { SocialLogin } from './social-login';
export { WalletLogin } from './wallet-login';
