import { useOtp, type OtpActorRef } from '@portico/core/react';
import { useId } from 'react';
import { MessageText, useMessages } from '../../../messages';
import { Button } from '../../../primitives/button';
import { FieldError } from '../../../primitives/field';
import { Spinner } from '../../../primitives/spinner';
import { ExpiryNotice } from '../../../screens/otp-authenticate/expiry-notice';
import { PasscodeForm } from '../../../screens/otp-authenticate/passcode-form';
import { ResendControl } from '../../../screens/otp-authenticate/resend-control';

export interface CodeEntryProps {
  /** The view's `codeRef` (the passcode flow of the code sent to the new address). */
  codeRef: OtpActorRef;
  /** Back to the address ('Use another address'), with its words. */
  onEdit(): void;
  editLabel: string;
  /** Leaves the addition (the view's `cancel()`). */
  onCancel(): void;
}

/**
 * The code sent to an address being added, as the passcode screen takes it (its parts: the 6-digit
 * field, `PasscodeForm`, at the section's start with its label shown, the expiry countdown and
 * 'Resend code'): 'A 6-digit passcode was sent to you at …', read with the field, which takes the focus. A
 * wrong code stays, selected, with its error under the field until the user types.
 */
export function CodeEntry({ codeRef, onEdit, editLabel, onCancel }: CodeEntryProps) {
  const otp = useOtp({ actorRef: codeRef });
  const { t, rich, errorText } = useMessages();
  const sentId = useId();
  const verifying = otp.status === 'verifying';

  return (
    <div data-slot="account-code-entry" className="pt:flex pt:flex-col pt:gap-stack">
      <p id={sentId} className="pt:text-caption pt:text-secondary">
        {rich('otp.sentTo', { destination: otp.displayDestination })}
      </p>
      {otp.status === 'sending' ? (
        <p role="status" className="pt:flex pt:items-center pt:gap-2 pt:text-caption pt:text-secondary">
          <Spinner />
          {t('otp.resending')}
        </p>
      ) : otp.status === 'sendFailed' ? (
        <div className="pt:flex pt:flex-col pt:gap-stack">
          <FieldError>{otp.error && <MessageText text={errorText(otp.error)} />}</FieldError>
          <Button variant="secondary" size="sm" className="pt:self-start" onClick={otp.resendCode}>
            {t('otp.sendFailedRetry')}
          </Button>
        </div>
      ) : (
        <PasscodeForm
          onSubmit={otp.submitCode}
          verifying={verifying}
          error={otp.error}
          initialCode={otp.code}
          // The user is here to type this code: the focus goes straight to it, read with where it was sent.
          focusOnMount
          describedBy={sentId}
          showLabel
          align="start"
        >
          {otp.countdownRef && <ExpiryNotice actorRef={otp.countdownRef} />}
          {otp.resendRef && <ResendControl actorRef={otp.resendRef} onResend={otp.resendCode} isBlocked={verifying} />}
        </PasscodeForm>
      )}
      <div className="pt:flex pt:flex-wrap pt:gap-stack">
        <Button variant="secondary" size="sm" className="pt:flex-auto" isDisabled={verifying} onClick={onEdit}>
          {editLabel}
        </Button>
        <Button variant="ghost" size="sm" className="pt:flex-auto" isDisabled={verifying} onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </div>
  );
}
