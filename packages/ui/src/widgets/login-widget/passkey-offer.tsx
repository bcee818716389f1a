import { usePasskeyUpgrade, type PasskeyUpgradeActorRef } from '@portico/core/react';
import { useMessages } from '../../messages';
import { Spinner } from '../../primitives/spinner';
import { PasskeyRegistrationStartScreen } from '../../screens/passkey-registration-start/passkey-registration-start-screen';

/**
 * Portico's passkey offer after a login (PasskeyRegistrationStart inside the login widget): a
 * short 'Finishing signing in…' while the widget checks the user and the browser, then the
 * start screen, unless the browser creates the passkey quietly or the user has one.
 */
export function PasskeyOffer({ actorRef }: { actorRef: PasskeyUpgradeActorRef }) {
  const offer = usePasskeyUpgrade({ actorRef });
  const { t } = useMessages();
  if (offer.registrationRef) return <PasskeyRegistrationStartScreen actorRef={offer.registrationRef} />;
  return (
    <p role="status" data-slot="passkey-offer-checking" className="pt:flex pt:items-center pt:justify-center pt:gap-2 pt:py-8 pt:text-secondary">
      <Spinner className="pt:size-5" />
      {t('passkey.finishing')}
    </p>
  );
}
