import { lastUsedWallet, type LoginScreen } from '@portico/core';
import {
  useLoginForm,
  useLoginWidget,
  type LoginFormActorRef,
  type UseLoginWidgetResult,
} from '@portico/core/react';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { WidgetFrame } from '../../frame/widget-frame';
import { enScreens } from '../../messages/en-screens';
import { MessagesSection } from '../../messages/messages-section';
import { MainScreen } from '../../screens/main/main-screen';
import { useHasRendered } from '../use-has-rendered';
import type { MainHandoff } from '../../screens/main/main-shell';
import { alike, type FocusHandoff } from './focus-handoff';

/** For the first paint, which reads its focus with it when this module has arrived. */
export { captureFocus } from './focus-handoff';
import type { LoginWidgetProps } from './login-widget';
import {
  CreatePasswordInstead,
  CryptoConfirmationScreen,
  CryptoConnectScreen,
  CryptoErrorScreen,
  CryptoOtherScreen,
  CryptoSetupWalletScreen,
  EmailConfirmationScreen,
  ErrorScreen,
  MfaSteps,
  OtpAuthenticateScreen,
  OtpConfirmationScreen,
  PasskeyConfirmationScreen,
  PasskeyOffer,
  PasswordCreateOrLoginScreen,
  PasswordlessScreen,
  preloadScreens,
  ResetEmailScreen,
  SuccessScreen,
} from '../lazy-screens';
import { ScreenLoading } from './screen-loading';

/** The props the live screens take: the widget's, and what Main's first paint handed over. */
export type LoginWidgetScreensProps = Pick<
  LoginWidgetProps,
  'config' | 'styles' | 'presentation' | 'callbacks' | 'requestTimeoutMs' | 'className' | 'wallets' | 'lastUsed'
> & {
  handoff: MainHandoff;
  /** Where the first paint's focused field is looked up again (the frame's parent). */
  anchor: ParentNode | null;
};

/**
 * The login widget once its flows' module has arrived: the login machine and every screen. The
 * first Main it renders replaces the first paint's (`MainShell`), with what was typed there.
 */
export function LoginWidgetScreens({
  config,
  styles,
  presentation,
  callbacks,
  requestTimeoutMs,
  className,
  wallets,
  lastUsed,
  handoff,
  anchor,
}: LoginWidgetScreensProps) {
  const login = useLoginWidget({
    config,
    draft: handoff.draft,
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
    ...(wallets && { loadWallets: wallets }),
    ...(lastUsed !== undefined && { lastUsed }),
  });
  const focusTitles = useHasRendered();
  const Screen = SCREENS[login.screen];
  // Once, as this replaces the first paint: the field that had focus has it again, and a submit
  // made meanwhile is sent.
  const formRef = login.formRef;
  useLayoutEffect(() => {
    restoreFocus(anchor?.querySelector('[data-slot="main-screen"]') ?? null, handoff.focus);
    handoff.focus = null;
    if (handoff.submit && formRef) formRef.send(handoff.submit);
    handoff.submit = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handoff happens once, at mount
  }, []);
  // The words of every screen after Main's first paint, and the error table (not in the first load).
  return (
    <MessagesSection english={enScreens}>
      <WidgetFrame
        data-screen={login.screen}
        focusTitleOnMount={focusTitles}
        {...(styles && { styles })}
        {...(presentation && { presentation })}
        {...(className && { className })}
        displayWatermark={login.displayWatermark}
        {...(login.projectName && { logoAlt: login.projectName })}
      >
        <Preload login={login} />
        {login.screen === 'Main' ? (
          // Main is not lazy, and no boundary keeps it from hydrating server HTML together with
          // the widget: a boundary would hydrate later, after the flows started and moved on.
          <Screen login={login} />
        ) : (
          <Suspense fallback={<ScreenLoading />}>
            <Screen login={login} />
          </Suspense>
        )}
      </WidgetFrame>
    </MessagesSection>
  );
}

/** Fetches the next screens' chunks as soon as Main's form starts sending. */
function Preload({ login }: { login: UseLoginWidgetResult }) {
  return login.formRef ? <PreloadOnSubmit formRef={login.formRef} /> : null;
}

function PreloadOnSubmit({ formRef }: { formRef: LoginFormActorRef }) {
  const { isPending } = useLoginForm({ actorRef: formRef });
  useEffect(() => {
    if (isPending) preloadScreens();
  }, [isPending]);
  return null;
}

type ScreenProps = { login: UseLoginWidgetResult };

/** 'Create a password instead', on the screens a passwordless user reaches. */
const createPassword = (login: UseLoginWidgetResult) =>
  login.createPasswordRef && <CreatePasswordInstead actorRef={login.createPasswordRef} />;

function ResetEmail({ login }: ScreenProps) {
  return login.resetEmailRef ? <ResetEmailScreen actorRef={login.resetEmailRef} onBack={login.toMain} /> : <ScreenLoading />;
}

/**
 * Every screen of the login widget (spec §2), each given its flow's `actorRef` (a spinner for
 * the moment a flow's module takes to arrive). The map is exhaustive: a new screen without a
 * component fails to compile, and there is no fallback.
 */
const SCREENS = {
  Main: ({ login }) => <MainScreen actorRef={login.actorRef} />,
  OTPAuthenticate: ({ login }) =>
    login.otpRef ? <OtpAuthenticateScreen actorRef={login.otpRef} onBack={login.toMain} footer={createPassword(login)} /> : <ScreenLoading />,
  OTPConfirmation: () => <OtpConfirmationScreen />,
  EmailConfirmation: ({ login }) =>
    login.magicLinkRef ? (
      <EmailConfirmationScreen
        actorRef={login.magicLinkRef}
        emailDomain={login.emailDomain}
        onTryAgain={login.tryAgain}
        footer={createPassword(login)}
      />
    ) : (
      <ScreenLoading />
    ),
  PasswordCreateOrLogin: ({ login }) =>
    login.passwordlessRef ? (
      <PasswordlessScreen actorRef={login.passwordlessRef} onBack={login.toMain} footer={createPassword(login)} />
    ) : login.passwordRef ? (
      <PasswordCreateOrLoginScreen actorRef={login.passwordRef} onBack={login.toMain} passwordConfig={login.passwordConfig} />
    ) : (
      <ScreenLoading />
    ),
  PasswordForgot: ResetEmail,
  PasswordBreached: ResetEmail,
  PasswordSetNew: ResetEmail,
  PasswordDedupe: ResetEmail,
  PasswordConfirmation: () => <SuccessScreen />,
  PasskeyRegistrationStart: ({ login }) =>
    login.passkeyUpgradeRef ? <PasskeyOffer actorRef={login.passkeyUpgradeRef} /> : <ScreenLoading />,
  PasskeyConfirmation: () => <PasskeyConfirmationScreen />,
  // No back arrow: the first factor's session is already the page's.
  MFA: ({ login }) =>
    login.mfaRef ? <MfaSteps actorRef={login.mfaRef} /> : <ScreenLoading />,
  CryptoConnect: ({ login }) =>
    login.cryptoConnectRef ? <CryptoConnectScreen actorRef={login.cryptoConnectRef} onBack={login.toMain} /> : <ScreenLoading />,
  CryptoOtherScreen: ({ login }) =>
    login.cryptoOtherRef ? (
      <CryptoOtherScreen
        actorRef={login.cryptoOtherRef}
        lastUsedWallet={lastUsedWallet(login.lastUsed)}
        onBack={login.toMain}
      />
    ) : (
      <ScreenLoading />
    ),
  CryptoSetupWallet: ({ login }) => <CryptoSetupWalletScreen onBack={login.toMain} />,
  CryptoError: ({ login }) => <CryptoErrorScreen error={login.step.screen === 'CryptoError' ? login.step.error : null} onBack={login.toMain} />,
  CryptoConfirmation: () => <CryptoConfirmationScreen />,
  Error: ({ login }) => <ErrorScreen error={login.step.screen === 'Error' ? login.step.error : null} onBack={login.toMain} />,
} satisfies Record<LoginScreen, (props: ScreenProps) => ReactNode>;

/** Focuses the live Main's element the first paint's focus was on, a text field's caret where it was. */
function restoreFocus(main: Element | null, focus: FocusHandoff | null): void {
  if (!main || !focus) return;
  const element = alike(main, focus.signature)[focus.nth];
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  if (!(element instanceof HTMLInputElement)) return;
  const { value } = element;
  if (focus.atEnd || focus.start === null) {
    // Setting the value again puts the caret at its end, on every input type (email fields
    // have no selection API).
    element.value = '';
    element.value = value;
    return;
  }
  try {
    element.setSelectionRange(Math.min(focus.start, value.length), Math.min(focus.end ?? focus.start, value.length));
  } catch {
    // No selection API on this input type: the caret stays where focusing put it.
  }
}
