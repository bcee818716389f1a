import {
  DEFAULT_CALLING_CODE,
  DEFAULT_COUNTRY,
  loginViewOf,
  mainFlowsOf,
  type LoginContext,
  type LoginFormDraft,
  type LoginFormEvent,
  type LoginTab,
  type PhoneInputValue,
  type PhoneMethod,
} from '@portico/core';
import { useMemo, useState, type Ref } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { EmailForm } from './email-form';
import { LoginFormTabs } from './login-form-tabs';
import { ButtonRoom, Methods } from './main-layout';
import { PasskeyLogin } from './passkey-login';
import { PhoneOtpFormView } from './phone-otp-form-view';

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

/** Before the passkey flow has asked the browser: no button yet (as the flow's `detecting` state). */
const DETECTING = { showButton: false, isPending: false, error: null, login: () => {} };

/**
 * Main as the login widget first paints it, before its flows' module (XState and the machines)
 * has arrived: the same markup as `MainScreen` in its first state, drawn from the same context,
 * so nothing moves when the real screen replaces it a moment later. The fields work at once;
 * what is typed, the tab and the focus carry over, and a submit waits for the flows (its button
 * shows the spinner meanwhile).
 */
export function MainShell({ context, handoff, mainRef }: MainShellProps) {
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
  const buttons = [
    flows.passkey && <PasskeyLogin key="passkey" passkey={DETECTING} />,
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
                    <ShellPhoneForm method={tab} form={form} handoff={handoff} />
                  )
                }
              />
            )
          }
        />
      )}
    </div>
  );
}

/** The phone form with a plain field state: the default country until the parser arrives (as `usePhoneInput` starts). */
function ShellPhoneForm({
  method,
  form,
  handoff,
}: {
  method: PhoneMethod;
  form: Parameters<typeof PhoneOtpFormView>[0]['form'];
  handoff: MainHandoff;
}) {
  const last = handoff.draft.phone?.method === method ? handoff.draft.phone : null;
  const [value, setValue] = useState<PhoneInputValue>(() => ({
    regionCode: last?.regionCode ?? DEFAULT_COUNTRY,
    callingCode: last?.callingCode ?? DEFAULT_CALLING_CODE,
    text: last?.text ?? '',
  }));
  const countries = useMemo(() => [{ regionCode: value.regionCode, callingCode: value.callingCode }], [value.regionCode, value.callingCode]);
  const phone = {
    value,
    countries,
    setText: (text: string) => {
      const next = { ...value, text };
      setValue(next);
      handoff.draft.phone = { ...next, method };
    },
    setCountry: () => {},
  };
  return <PhoneOtpFormView method={method} form={form} phone={phone} />;
}
