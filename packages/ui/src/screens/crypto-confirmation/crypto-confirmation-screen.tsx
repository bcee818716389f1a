import { useMessages } from '../../messages';
import { SuccessScreen } from '../success/success-screen';

/** CryptoConfirmation (spec §2): 'Success!' and 'You have successfully connected your wallet.' */
export function CryptoConfirmationScreen() {
  const { t } = useMessages();
  return <SuccessScreen text={t('crypto.confirmation.text')} />;
}
