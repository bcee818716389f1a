import type { Wallet } from '@portico/core';
import type { ComponentProps } from 'react';
import { useMessages } from '../messages';
import { GenericWalletIcon, WalletIcon } from './icons/brand-icon';
import { MethodButton, type MethodButtonOwnProps } from './method-button';

type ButtonProps = Omit<ComponentProps<'button'>, 'children'> & MethodButtonOwnProps;

export type WalletButtonProps = ButtonProps & {
  /** The wallet's config id (`Metamask`, `Phantom`, `GenericEthereumWallet`…). */
  wallet: Wallet;
};

/** 'Continue with Metamask', 'Continue with Other Ethereum Wallet': one per offered wallet (spec §2). */
export function WalletButton({ wallet, ...props }: WalletButtonProps) {
  const { t, rich } = useMessages();
  return (
    <MethodButton
      data-slot="wallet-button"
      data-wallet={wallet}
      icon={<WalletIcon wallet={wallet} />}
      label={rich('social.continueWith', { provider: t(`wallet.${wallet}`) })}
      {...props}
    />
  );
}

export type OtherWalletsButtonProps = ButtonProps;

/** 'Continue with other Crypto Wallet': to CryptoOtherScreen, when the wallets exceed Main's slots (spec §9). */
export function OtherWalletsButton(props: OtherWalletsButtonProps) {
  const { t } = useMessages();
  return <MethodButton data-slot="other-wallets-button" icon={<GenericWalletIcon />} label={t('wallet.continueWithOther')} {...props} />;
}

export type SetupWalletButtonProps = ButtonProps;

/** 'Set up a new crypto wallet': to CryptoSetupWallet (spec §2). */
export function SetupWalletButton(props: SetupWalletButtonProps) {
  const { t } = useMessages();
  return <MethodButton data-slot="setup-wallet-button" icon={<GenericWalletIcon />} label={t('wallet.setupNew')} {...props} />;
}
