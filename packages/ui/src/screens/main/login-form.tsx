import type { LastUsedMethod } from '@portico/core';
import { useLoginForm, type LoginFormActorRef } from '@portico/core/react';
import { EmailForm } from './email-form';
import { LoginFormTabs } from './login-form-tabs';
import { PhoneOtpForm } from './phone-otp-form';

export interface LoginFormProps {
  actorRef: LoginFormActorRef;
  /** Passkeys are offered in the email field's autofill. */
  passkeyAutofill?: boolean;
  /** The method that last logged in on this device: its tab says 'Last used'. */
  lastUsed?: LastUsedMethod | null;
}

/** Main's form area (spec §2): one form per method, tabbed (Text, WhatsApp, Email) when several. */
export function LoginForm({ actorRef, passkeyAutofill = false, lastUsed = null }: LoginFormProps) {
  const form = useLoginForm({ actorRef });
  return (
    <LoginFormTabs
      tabs={form.tabs}
      activeTab={form.activeTab}
      onTabChange={form.selectTab}
      lastUsed={lastUsed}
      formFor={(tab) =>
        tab === 'email' ? <EmailForm form={form} passkeyAutofill={passkeyAutofill} /> : <PhoneOtpForm method={tab} form={form} />
      }
    />
  );
}
