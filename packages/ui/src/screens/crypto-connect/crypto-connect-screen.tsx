import { useCryptoConnect, type UseCryptoConnectOptions } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages, type MessageKey } from '../../messages';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { WalletIcon } from '../../social';
import { enCrypto } from '../../messages/en-crypto';
import { MessagesSection } from '../../messages/messages-section';

export type CryptoConnectScreenProps = UseCryptoConnectOptions & {
  /** 'Go back': leave the wallet (its prompt is abandoned) for Main. */
  onBack?: () => void;
};

const COPY = {
  connect: { title: 'crypto.connect.title', text: 'crypto.connect.text', waiting: 'crypto.connect.waiting' },
  sign: { title: 'crypto.sign.title', text: 'crypto.sign.text', waiting: 'crypto.sign.waiting' },
} as const satisfies Record<'connect' | 'sign', Record<string, MessageKey>>;

/**
 * CryptoConnect and CryptoSignMessage (spec §2), the two screens of a wallet login: 'Connecting
 * to your wallet...' while the wallet gives its account and the server its challenge, then
 * 'Completing signature request...' while the wallet signs and the server checks. The wait is
 * announced politely; the new title takes focus when the screen changes (inside a widget that
 * moves focus to titles).
 */
export function CryptoConnectScreen(props: CryptoConnectScreenProps) {
  return (
    <MessagesSection english={enCrypto}>
      <CryptoConnectContent {...props} />
    </MessagesSection>
  );
}

/** CryptoConnectScreen's content, under its words. */
function CryptoConnectContent({ onBack, ...options }: CryptoConnectScreenProps) {
  const wallet = useCryptoConnect(options);
  const { t } = useMessages();
  // Once over, the screen stays as it was until the widget moves on.
  const phase = wallet.phase ?? (wallet.error?.type === 'wallet_connect_failed' || wallet.status === 'setupRequested' ? 'connect' : 'sign');
  const copy = COPY[phase];
  return (
    <div
      data-slot="crypto-connect-screen"
      data-phase={phase}
      data-wallet={wallet.wallet}
      aria-busy={wallet.isPending || undefined}
      className="pt:flex pt:flex-col pt:gap-group"
    >
      {/* Keyed by the phase: CryptoSignMessage is a new screen, and its title takes focus. */}
      <ScreenHeader key={phase} title={t(copy.title)} description={t(copy.text)} />
      <div data-slot="crypto-connect-status" className="pt:flex pt:flex-col pt:items-center pt:gap-stack">
        <WalletIcon wallet={wallet.wallet} className="pt:size-12" />
        <p role="status" className="pt:flex pt:min-h-5 pt:items-center pt:gap-2 pt:text-caption pt:text-secondary">
          {wallet.isPending && (
            <>
              <Spinner />
              {t(copy.waiting)}
            </>
          )}
        </p>
      </div>
      <p className="pt:text-caption pt:text-secondary">{t('crypto.trouble')}</p>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      )}
    </div>
  );
}
