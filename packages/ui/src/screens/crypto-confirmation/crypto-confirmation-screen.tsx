import { useMessages } from '../../messages';
import { SuccessScreen } from '../success/success-screen';
import { enCrypto } from '../../messages/en-crypto';
import { MessagesSection } from '../../messages/messages-section';

/** CryptoConfirmation (spec §2): 'Success!' and 'You have successfully connected your wallet.' */
export function CryptoConfirmationScreen() {
  return (
    <MessagesSection english={enCrypto}>
      <CryptoConfirmationContent />
    </MessagesSection>
  );
}

/** CryptoConfirmationScreen's content, under its words. */
function CryptoConfirmationContent() {
  const { t } = useMessages();
  return <SuccessScreen text={t('crypto.confirmation.text')} />;
}
