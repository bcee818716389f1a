import type { Wallet } from '@portico/core';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { WalletIcon } from '../../social';
import { enCrypto } from '../../messages/en-crypto';
import { MessagesSection } from '../../messages/messages-section';

export interface CryptoSetupWalletScreenProps {
  /** 'Go back': to Main, where a wallet just installed is offered. */
  onBack?: () => void;
}

/** The four wallet downloads of CryptoSetupWallet (spec §2), each its maker's own page. */
export const WALLET_DOWNLOADS = [
  { wallet: 'Metamask', href: 'https://metamask.io/download/' },
  { wallet: 'Phantom', href: 'https://phantom.com/download' },
  { wallet: 'Coinbase', href: 'https://www.coinbase.com/wallet/downloads' },
  { wallet: 'Binance', href: 'https://www.binance.com/en/web3wallet' },
] as const satisfies ReadonlyArray<{ wallet: Wallet; href: string }>;

/**
 * CryptoSetupWallet (spec §2): 'Set up a new crypto wallet', with links to download Metamask,
 * Phantom, Coinbase and Binance (each in a new tab, and says so), and 'Go back'.
 */
export function CryptoSetupWalletScreen(props: CryptoSetupWalletScreenProps) {
  return (
    <MessagesSection english={enCrypto}>
      <CryptoSetupWalletContent {...props} />
    </MessagesSection>
  );
}

/** CryptoSetupWalletScreen's content, under its words. */
function CryptoSetupWalletContent({ onBack }: CryptoSetupWalletScreenProps) {
  const { t } = useMessages();
  return (
    <div data-slot="crypto-setup-wallet-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('crypto.setup.title')} description={t('crypto.setup.text')} />
      <p className="pt:text-caption pt:text-secondary">{t('crypto.setup.examples')}</p>
      <ul data-slot="crypto-wallet-downloads" className="pt:m-0 pt:flex pt:list-none pt:flex-col pt:gap-stack pt:p-0">
        {WALLET_DOWNLOADS.map(({ wallet, href }) => (
          <li key={wallet}>
            <Button asChild variant="secondary">
              <a href={href} target="_blank" rel="noreferrer noopener" data-wallet={wallet}>
                <WalletIcon wallet={wallet} />
                {t(`wallet.${wallet}`)}
                <span className="pt:sr-only"> {t('crypto.setup.newTab')}</span>
              </a>
            </Button>
          </li>
        ))}
      </ul>
      {onBack && (
        <Button variant="ghost" onClick={onBack}>
          {t('common.back')}
        </Button>
      )}
    </div>
  );
}
