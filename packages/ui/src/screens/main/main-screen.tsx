import { useLoginWidget, usePasskeyLogin, type LoginActorRef, type LoginFormActorRef, type PasskeyLoginActorRef } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Divider } from '../../primitives/divider';
import { LoginForm } from './login-form';
import { PasskeyLogin } from './passkey-login';

export interface MainScreenProps {
  /** The login widget's actor: Main is its parallel step (the form, the passkey login). */
  actorRef: LoginActorRef;
}

/** Main (spec §2): the title, configuration errors, then 'Login with a Passkey' and the form methods. */
export function MainScreen({ actorRef }: MainScreenProps) {
  const login = useLoginWidget({ actorRef });
  const { t } = useMessages();
  return (
    <div data-slot="main-screen" className="pt:flex pt:flex-col pt:gap-6">
      <ScreenHeader title={t('login.title')} />
      {login.configErrors.length > 0 ? (
        <div className="pt:flex pt:flex-col pt:gap-2" data-slot="config-errors">
          {login.configErrors.map((error) => (
            <Alert key={`${error.code}:${error.detail ?? ''}`}>{t(`configError.${error.code}`, { detail: error.detail ?? '' })}</Alert>
          ))}
        </div>
      ) : login.passkeyRef ? (
        <WithPasskeys passkeyRef={login.passkeyRef} formRef={login.formRef} />
      ) : (
        login.formRef && <LoginForm actorRef={login.formRef} />
      )}
    </div>
  );
}

/** 'Login with a Passkey' first, then 'or' and the form, whose email field may offer passkeys itself. */
function WithPasskeys({ passkeyRef, formRef }: { passkeyRef: PasskeyLoginActorRef; formRef: LoginFormActorRef | undefined }) {
  const passkey = usePasskeyLogin({ actorRef: passkeyRef });
  const { t } = useMessages();
  return (
    <>
      <PasskeyLogin passkey={passkey} />
      {passkey.showButton && formRef && <Divider>{t('login.divider')}</Divider>}
      {formRef && <LoginForm actorRef={formRef} passkeyAutofill={passkey.autofill} />}
    </>
  );
}
