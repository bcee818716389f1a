import type { AuthError } from '@portico/core';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { AlertCircleIcon } from '../../primitives/icons';
import { enCrypto } from '../../messages/en-crypto';
import { MessagesSection } from '../../messages/messages-section';

export interface CryptoErrorScreenProps {
  /** What failed: `wallet_connect_failed` or `wallet_sign_failed` (its words are the reason shown). */
  error: AuthError | null;
  /** The back arrow: to Main. */
  onBack?: () => void;
}

/**
 * CryptoError (spec §2, §8): 'Looks like there was an error!', that the sign in request could not
 * be completed, the reason ('Could not connect to wallet' or 'Could not sign message') in an
 * alert, and the back arrow. The generic error screen's parts, with the crypto wording.
 */
export function CryptoErrorScreen(props: CryptoErrorScreenProps) {
  return (
    <MessagesSection english={enCrypto}>
      <CryptoErrorContent {...props} />
    </MessagesSection>
  );
}

/** CryptoErrorScreen's content, under its words. */
function CryptoErrorContent({ error, onBack }: CryptoErrorScreenProps) {
  const { t, errorText } = useMessages();
  return (
    <div data-slot="crypto-error-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('error.title')} description={t('crypto.error.text')} {...(onBack && { onBack })} />
      <div className="pt:flex pt:items-center pt:gap-stack">
        <AlertCircleIcon className="pt:size-8 pt:shrink-0 pt:text-error" />
        <p role="alert" className="pt:text-body pt:text-primary">
          <MessageText text={errorText(error ?? { type: 'unknown_error' })} />
        </p>
      </div>
    </div>
  );
}
