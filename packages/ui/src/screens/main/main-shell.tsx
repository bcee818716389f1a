import {
  loginViewOf,
  mainFlowsOf,
  type LoginContext,
  type LoginFormDraft,
  type LoginFormEvent,
  type LoginTab,
  type PhoneInputValue,
  type PhoneMethod,
} from '@portico/core';
import { memo, Suspense, useEffect, useState, type ComponentType, type Ref } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { afterPaint } from '../../lib/after-paint';
import { useMessages } from '../../messages';
import { EmailForm } from './email-form';
import { LoginFormTabs } from './login-form-tabs';
import { ButtonRoom, Methods } from './main-layout';
import type { ShellPhoneFormProps } from './shell-phone-form';

/**
 * The phone form is not in the first load (issue 41: the phone field, 1.3 KB gzip): a config
 * whose first tab is a phone tab (Text or WhatsApp first, or one last used) waits for this chunk
 * before its form shows; any other fetches it once Main has painted, so a click on a phone tab
 * rarely waits. On the server it is awaited (streamed rendering), and hydration keeps the
 * server's form until the chunk has arrived (a Suspense boundary).
 */
const importPhoneForm = () => import('./shell-phone-form');
let loadPhoneForm = importPhoneForm;
let LoadedPhoneForm: ComponentType<ShellPhoneFormProps> | null = null;
let unavailable = false;
let loading: Promise<void> | null = null;

/** Tests only (not exported by the package): forget the loaded chunk, and fetch it with `loader` next. */
export function resetShellPhoneFormLoader(loader: typeof importPhoneForm = importPhoneForm): void {
  loadPhoneForm = loader;
  LoadedPhoneForm = null;
  unavailable = false;
  loading = null;
}

/** Fetches the first paint's phone form (once; again after a failure). */
export function preloadShellPhoneForm(): Promise<void> {
  loading ??= loadPhoneForm().then(
    (module) => void (LoadedPhoneForm = module.ShellPhoneForm),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The phone form, once its chunk is there; until then the nearest Suspense boundary waits for it
 * (a promise thrown, as React 18 has no `use`). A form shown after the chunk has arrived renders
 * at once, with no fallback in between.
 */
function PhoneForm(props: ShellPhoneFormProps) {
  if (LoadedPhoneForm) return <LoadedPhoneForm {...props} />;
  // While the chunk cannot load (offline): no field; the live Main, retried when back online,
  // replaces the first paint.
  if (unavailable) return <PhoneFormPending />;
  throw preloadShellPhoneForm().catch(() => void (unavailable = true));
}

const PhoneFormPending = () => <div data-slot="phone-otp-form" aria-busy="true" />;

/**
 * What Main's first paint hands to the screen that replaces it: the form as typed, a submit the
 * user made before the flows arrived (sent as soon as they have), and the focused field.
 */
export interface MainHandoff {
  draft: LoginFormDraft;
  submit: LoginFormEvent | null;
  /**
   * The focused element when the live screen replaced the first paint: its signature (tag, type,
   * name, role, a button's words) and which of the elements alike it is; a text field's caret.
   */
  focus: { signature: string; nth: number; start: number | null; end: number | null; atEnd: boolean } | null;
}

export interface MainShellProps {
  /** The login widget's first context (`initialLoginContext`): the same the machine starts from. */
  context: LoginContext;
  /** Written as the user types and submits. */
  handoff: MainHandoff;
  /** Main's element, where the focused field is read from when the flows arrive. */
  mainRef?: Ref<HTMLDivElement>;
}

/**
 * The passkey's place before its flow has asked the browser: nothing yet, as `PasskeyLogin` draws
 * in the flow's `detecting` state (no button, no error), without that component's button and
 * alert in the first load (`npm run size`).
 */
function PasskeyDetecting() {
  return null;
}

/**
 * Main as the login widget first paints it, before its flows' module (XState and the machines)
 * has arrived: the same markup as `MainScreen` in its first state, drawn from the same context,
 * so nothing moves when the real screen replaces it a moment later. The fields work at once;
 * what is typed, the tab and the focus carry over, and a submit waits for the flows (its button
 * shows the spinner meanwhile).
 */
export const MainShell = memo(function MainShell({ context, handoff, mainRef }: MainShellProps) {
  const { t } = useMessages();
  const view = loginViewOf(context);
  const flows = mainFlowsOf(context);
  const [activeTab, setActiveTab] = useState(handoff.draft.activeTab);
  const [pending, setPending] = useState(handoff.submit !== null);
  const submit = (event: LoginFormEvent) => {
    handoff.submit = event;
    setPending(true);
  };
  const form = {
    tabs: context.config.tabs,
    emailForm: context.config.emailForm,
    isPending: pending,
    error: null,
    email: handoff.draft.email,
    phone: handoff.draft.phone,
    submitEmail: (email: string) => {
      handoff.draft.email = email;
      submit({ type: 'email.submit', email });
    },
    submitPhone: (method: PhoneMethod, phone: PhoneInputValue) => submit({ type: 'phone.submit', method, phone }),
  };
  const selectTab = (tab: LoginTab) => {
    setActiveTab(tab);
    handoff.draft.activeTab = tab;
  };
  const hasPhoneTab = context.config.tabs.some((tab) => tab !== 'email');
  // A phone tab not shown first: its form's chunk once Main has painted, before a click asks for it.
  useEffect(() => (hasPhoneTab ? afterPaint(() => void preloadShellPhoneForm().catch(() => {})) : undefined), [hasPhoneTab]);
  const buttons = [
    flows.passkey && <PasskeyDetecting key="passkey" />,
    view.socialProviders.length > 0 && <ButtonRoom key="social" count={view.socialProviders.length} />,
    flows.wallets && <ButtonRoom key="wallets" count={1} />,
  ];
  return (
    <div ref={mainRef} data-slot="main-screen" className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('login.title')} />
      {view.configErrors.length > 0 ? (
        // A config with errors (a host's mistake) draws no form, and its errors come with the live
        // Main a moment later (their words are not in the first load: `npm run size`).
        <div data-slot="config-errors" aria-busy="true" />
      ) : (
        <Methods
          buttons={buttons}
          form={
            view.hasForm && (
              <LoginFormTabs
                tabs={context.config.tabs}
                activeTab={activeTab}
                onTabChange={selectTab}
                lastUsed={view.lastUsed}
                formFor={(tab) =>
                  tab === 'email' ? (
                    <EmailForm form={form} onEmailChange={(email) => (handoff.draft.email = email)} />
                  ) : (
                    <Suspense fallback={<PhoneFormPending />}>
                      <PhoneForm method={tab} form={form} handoff={handoff} />
                    </Suspense>
                  )
                }
              />
            )
          }
        />
      )}
    </div>
  );
});
