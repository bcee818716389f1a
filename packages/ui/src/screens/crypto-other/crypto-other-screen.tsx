import type { Wallet } from '@portico/core';
import { useCryptoOther, type UseCryptoOtherOptions } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { cn } from '../../lib/cn';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { SetupWalletButton, WalletButton } from '../../social';
import { enCrypto } from '../../messages/en-crypto';
import { MessagesSection } from '../../messages/messages-section';

export type CryptoOtherScreenProps = UseCryptoOtherOptions & {
  /** The wallet that last logged in on this device ('Last used'). */
  lastUsedWallet?: Wallet | null;
  /** 'Go back': to Main. */
  onBack?: () => void;
};

/**
 * CryptoOtherScreen (spec §2, §9): 'Continue with other wallet', the wallets beyond Main's slots
 * (the picker's `others` list), then 'Set up a new crypto wallet'. Standalone, it lists the
 * `others` of the options given.
 */
export function CryptoOtherScreen(props: CryptoOtherScreenProps) {
  return (
    <MessagesSection english={enCrypto}>
      <CryptoOtherContent {...props} />
    </MessagesSection>
  );
}

/** CryptoOtherScreen's content, under its words. */
function CryptoOtherContent({ lastUsedWallet = null, onBack, ...options }: CryptoOtherScreenProps) {
  const picker = useCryptoOther(options.actorRef ? { actorRef: options.actorRef } : { list: 'others', ...options });
  const { t } = useMessages();
  const searching = picker.detecting && picker.wallets.length === 0;
  return (
    <div data-slot="crypto-other-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('crypto.other.title')} />
      <div data-slot="crypto-other-wallets" className="pt:flex pt:flex-col pt:gap-stack">
        {picker.wallets.map(({ wallet, installed }) => (
          <WalletButton
            key={wallet}
            wallet={wallet}
            data-installed={installed}
            lastUsed={wallet === lastUsedWallet}
            onClick={() => picker.chooseWallet(wallet)}
          />
        ))}
        {/* Always rendered, so the search is announced when it starts. */}
        <p
          role="status"
          className={cn('pt:flex pt:items-center pt:justify-center pt:gap-2 pt:text-caption pt:text-secondary', !searching && 'pt:sr-only')}
        >
          {searching && (
            <>
              <Spinner />
              {t('crypto.other.detecting')}
            </>
          )}
        </p>
        {picker.showSetup && <SetupWalletButton onClick={picker.toWalletSetup} />}
      </div>
      {onBack && (
        <Button variant="ghost" onClick={onBack}>
          {t('common.back')}
        </Button>
      )}
    </div>
  );
}
