import type { MfaStep } from '@portico/core';
import { useMfa, type UseMfaResult } from '@portico/core/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { MessageText, useMessages } from '../../messages';
import { enMfa } from '../../messages/en-mfa';
import { enScreens } from '../../messages/en-screens';
import { MessagesSection } from '../../messages/messages-section';
import { Button } from '../../primitives/button';
import { Field, FieldError, FieldLabel } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { ScreenLoading } from '../../widgets/login-widget/screen-loading';
import { OtpAuthenticateScreen } from '../otp-authenticate/otp-authenticate-screen';
import { AppCodeForm } from './app-code-form';
import { EnrolCodes, EnrolCreate, EnrolScan, MONOSPACE } from './enrol-screens';
import type { MfaScreenProps } from './mfa-screen';
import { PhoneEntry } from './phone-entry';

export type MfaStepsProps = MfaScreenProps;

/**
 * MFA (spec §2's MFA enrollment and entry, recovery code, SMS and TOTP entry): the second factor a
 * login still needs, one sub-screen at a time: the authenticator app's code, a recovery code and
 * the codes left after one, a texted or emailed code, a phone number to add, and the authenticator app's
 * enrolment (QR code and setup key, a first code, then the recovery codes, shown once). Each
 * sub-screen is keyed, so its title takes the focus as it appears (or, where the user's only task
 * is to type a code, its field does, with the title read with it). No back arrow: the first
 * factor's session is already the page's.
 */
/** Its own words, and the passcode's and the errors' (`enScreens`): the MFA screen works outside a widget too. */
const MFA_WORDS = { ...enScreens, ...enMfa };

export function MfaSteps({ actorRef }: MfaStepsProps) {
  const mfa = useMfa({ actorRef });
  const Step = MFA_STEPS[mfa.screen];
  return (
    <MessagesSection english={MFA_WORDS}>
      <div
        key={mfa.screen}
        data-slot="mfa-screen"
        data-mfa-screen={mfa.screen}
        aria-busy={mfa.isPending || undefined}
        className="pt:flex pt:flex-col pt:gap-group"
      >
        <Step mfa={mfa} />
      </div>
    </MessagesSection>
  );
}

export interface MfaStepProps {
  mfa: UseMfaResult;
}

/** A sub-screen for every step of the flow. */
export type MfaStepTable = Record<MfaStep, (props: MfaStepProps) => ReactNode>;

/**
 * Each of the flow's steps (`MfaStep`) and its sub-screen: the one table of them, as the login
 * widget's screens are (a step added to the flow without a row here fails to compile). `done`,
 * the moment between the flow's end and its parent's next screen, shows the loading state, not an
 * empty card; so do the code steps in the instant before their OTP flow is there.
 */
export const MFA_STEPS = {
  totpEntry: ({ mfa }) => <TotpEntry mfa={mfa} />,
  recoveryEntry: ({ mfa }) => <RecoveryEntry mfa={mfa} />,
  recoveryUsed: ({ mfa }) => <RecoveryUsed mfa={mfa} />,
  smsEntry: ({ mfa }) => <SmsEntry mfa={mfa} />,
  emailEntry: ({ mfa }) => (mfa.emailRef ? <OtpAuthenticateScreen actorRef={mfa.emailRef} /> : <ScreenLoading />),
  phoneEntry: ({ mfa }) => <PhoneEntry mfa={mfa} />,
  enrolCreating: ({ mfa }) => <EnrolCreate mfa={mfa} />,
  enrolCreateFailed: ({ mfa }) => <EnrolCreate mfa={mfa} />,
  enrolScan: ({ mfa }) => <EnrolScan mfa={mfa} />,
  enrolCodes: ({ mfa }) => <EnrolCodes mfa={mfa} />,
  done: () => <ScreenLoading />,
} satisfies MfaStepTable;

/** Other ways to give the second factor, under a sub-screen's form. */
function Alternatives({ children }: { children: ReactNode }) {
  return <div className="pt:flex pt:flex-col pt:items-center pt:gap-stack">{children}</div>;
}

/** 'Enter the 6-digit code from your authenticator app', with 'Use a recovery code' and 'Text me a code instead'. */
function TotpEntry({ mfa }: { mfa: UseMfaResult }) {
  const { t } = useMessages();
  const titleId = useId();
  return (
    <>
      <ScreenHeader title={t('mfa.totp.title')} titleId={titleId} />
      {/* The user arrives here to type the code: the field takes the focus, and the title is read with it. */}
      <AppCodeForm mfa={mfa} describedBy={titleId} focusOnMount />
      <Alternatives>
        <Button type="button" variant="link" size="inline" isDisabled={mfa.isPending} onClick={mfa.useRecoveryCode}>
          {t('mfa.useRecoveryCode')}
        </Button>
        {mfa.canText && (
          <Button type="button" variant="link" size="inline" isDisabled={mfa.isPending} onClick={mfa.textInstead}>
            {t('mfa.textInstead')}
          </Button>
        )}
      </Alternatives>
    </>
  );
}

/** A recovery code instead of the app's: 'Recovery code', its submit, and the way back to the app. */
function RecoveryEntry({ mfa }: { mfa: UseMfaResult }) {
  const { t, errorText } = useMessages();
  const inputId = useId();
  const errorId = useId();
  const descriptionId = useId();
  const [code, setCode] = useState('');
  // 'Enter a recovery code.' for an empty submit (the flow ignores one); gone once the user types.
  const [isEmpty, setIsEmpty] = useState(false);
  // The server's error the user has since typed over: it no longer describes the field.
  const [typedOver, setTypedOver] = useState<typeof mfa.error>(null);
  const serverError = mfa.error !== typedOver ? mfa.error : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mfa.isPending) return;
    if (code.trim() === '') {
      setIsEmpty(true);
      return;
    }
    mfa.submitRecoveryCode(code);
  };
  const invalid = isEmpty || serverError !== null;
  return (
    <>
      <ScreenHeader title={t('mfa.useRecoveryCode')} description={t('mfa.recovery.text')} descriptionId={descriptionId} />
      <form noValidate onSubmit={onSubmit} className="pt:flex pt:flex-col pt:gap-stack">
        <Field>
          <FieldLabel htmlFor={inputId}>{t('mfa.recovery.label')}</FieldLabel>
          <Input
            id={inputId}
            name="recovery-code"
            // The user arrives here to type the code: the field takes the focus, read with the text above.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            // A credential: a password manager that keeps the user's recovery codes may fill it (WCAG 3.3.8).
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            autoCorrect="off"
            dir="ltr"
            style={MONOSPACE}
            value={code}
            readOnly={mfa.isPending}
            onChange={(event) => {
              setCode(event.target.value);
              setIsEmpty(false);
              setTypedOver(mfa.error);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={`${descriptionId} ${errorId}`}
          />
          <FieldError id={errorId}>
            {isEmpty ? t('mfa.recovery.required') : serverError && <MessageText text={errorText(serverError)} />}
          </FieldError>
        </Field>
        <Button type="submit" isLoading={mfa.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <Alternatives>
        <Button type="button" variant="link" size="inline" isDisabled={mfa.isPending} onClick={mfa.useApp}>
          {t('mfa.useApp')}
        </Button>
      </Alternatives>
    </>
  );
}

/**
 * After a recovery code: how many are left (a warning at none; that the count cannot be shown
 * when Stytch does not tell it to this session), 'Continue', and new codes with the app set up
 * again where the session may have them (the flow withdraws the offer from a session Stytch
 * refused the count to: it would refuse new codes too).
 */
function RecoveryUsed({ mfa }: { mfa: UseMfaResult }) {
  const { t, richPlural, errorText } = useMessages();
  const left = mfa.recoveryCodesLeft;
  const remaining = left === null ? t('mfa.recoveryUsed.countUnknown') : left === 0 ? null : richPlural('mfa.recoveryUsed.remaining', left);
  return (
    <>
      <ScreenHeader title={t('mfa.recoveryUsed.title')} {...(remaining && { description: remaining })} />
      {left === 0 && (
        <p data-slot="mfa-no-codes-left" className="pt:text-label pt:font-semibold pt:text-error">
          {t('mfa.recoveryUsed.none')}
        </p>
      )}
      {mfa.canRenewCodes ? (
        <p className="pt:text-caption pt:text-secondary">{t('mfa.recoveryUsed.renewText')}</p>
      ) : (
        // New codes were refused to this session (Stytch wants two factor categories): why, once.
        mfa.error && (
          <p role="alert" data-slot="mfa-renew-refused" className="pt:text-label pt:text-error">
            <MessageText text={errorText(mfa.error)} />
          </p>
        )
      )}
      <div className="pt:flex pt:flex-col pt:gap-stack">
        <Button onClick={mfa.keepCodes}>{t('login.submit')}</Button>
        {mfa.canRenewCodes && (
          <Button variant="secondary" onClick={mfa.renewCodes}>
            {t('mfa.recoveryUsed.renew')}
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * A texted code (to the number on file, masked, or to the number being added): OTPAuthenticate
 * on the step-up's OTP flow, with its countdown and resend, and the ways out under it. (An
 * emailed code, before a sensitive change, is the same screen on its own OTP flow, with the
 * address in full and no way out but the mode's 'Cancel'.)
 */
function SmsEntry({ mfa }: { mfa: UseMfaResult }) {
  const { t } = useMessages();
  if (!mfa.smsRef) return <ScreenLoading />;
  return (
    <OtpAuthenticateScreen
      actorRef={mfa.smsRef}
      footer={
        (mfa.canUseApp || mfa.addingPhone) && (
          <Alternatives>
            {mfa.canUseApp && (
              <Button type="button" variant="link" size="inline" onClick={mfa.useApp}>
                {t('mfa.useApp')}
              </Button>
            )}
            {mfa.addingPhone && (
              <Button type="button" variant="link" size="inline" onClick={mfa.changePhone}>
                {t('mfa.changePhone')}
              </Button>
            )}
          </Alternatives>
        )
      }
    />
  );
}
