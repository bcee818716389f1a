export { GenericWalletIcon, ProviderIcon, WalletIcon, type ProviderIconProps, type WalletIconProps } from './icons/brand-icon';
export type { IconData } from './icons/icon-data';
export {
  genericWalletIconLoader,
  loadProviderIcon,
  loadWalletIcon,
  providerIconLoaders,
  walletIconLoaders,
  type IconLoader,
} from './icons/load-icon';
export {
  LastUsedBadge,
  lastUsedBadgeVariants,
  useLastUsedBadge,
  type LastUsedBadgeProps,
  type UseLastUsedBadgeOptions,
  type UseLastUsedBadgeResult,
} from './last-used-badge';
export type { MethodButtonOwnProps } from './method-button';
export { SocialButton, SocialButtonGroup, type SocialButtonProps } from './social-button';
export {
  OtherWalletsButton,
  SetupWalletButton,
  WalletButton,
  type OtherWalletsButtonProps,
  type SetupWalletButtonProps,
  type WalletButtonProps,
} from './wallet-button';
