import { useSecondFactor, type SecondFactorActorRef } from '@portico/core/react';
import { MessagesSection, useMessages } from '../../messages';
import { enSecondFactors } from '../../messages/en-second-factors';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { MfaScreen } from '../../screens/mfa/mfa-screen';

export interface PasskeyStepUpProps {
  /** The step-up flow the registration runs (`stepUpRef`). */
  actorRef: SecondFactorActorRef;
  /** Back to 'Create a Passkey'. */
  onCancel(): void;
}

/**
 * The passkey-registration mode's step-up (a chunk of its own, loaded when Stytch asks for a
 * second factor before the passkey): why it is asked, the MFA screens, and 'Cancel'. Its words
 * are the second-factors mode's own ('For your security, confirm it is you before making this
 * change.'), which load with it.
 */
export function PasskeyStepUp({ actorRef, onCancel }: PasskeyStepUpProps) {
  return (
    <MessagesSection english={enSecondFactors}>
      <div data-slot="passkey-registration-step-up" className="pt:flex pt:flex-col pt:gap-4">
        <StepUpReason />
        <MfaScreen actorRef={actorRef} />
        <CancelStepUp actorRef={actorRef} onCancel={onCancel} />
      </div>
    </MessagesSection>
  );
}

function StepUpReason() {
  const { t } = useMessages();
  return <Alert variant="info">{t('secondFactors.stepUp')}</Alert>;
}

/** 'Cancel', until the step-up is done: not once new recovery codes are shown (the app is set up by then). */
function CancelStepUp({ actorRef, onCancel }: PasskeyStepUpProps) {
  const { t } = useMessages();
  const { screen } = useSecondFactor({ actorRef });
  if (screen === 'enrolCodes' || screen === 'done') return null;
  return (
    <Button variant="ghost" data-action="cancel-step-up" onClick={onCancel}>
      {t('passkey.cancel')}
    </Button>
  );
}
