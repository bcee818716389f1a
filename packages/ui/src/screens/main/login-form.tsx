import type { LastUsedMethod, LoginTab } from '@portico/core';
import { useLoginForm, type LoginFormActorRef } from '@portico/core/react';
import { useMessages } from '../../messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';
import { useLastUsedBadge } from '../../social';
import { EmailForm } from './email-form';
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
  const { t } = useMessages();
  const formFor = (tab: LoginTab) =>
    tab === 'email' ? <EmailForm form={form} passkeyAutofill={passkeyAutofill} /> : <PhoneOtpForm method={tab} form={form} />;
  if (form.tabs.length <= 1) return form.tabs[0] ? formFor(form.tabs[0]) : null;
  return (
    <Tabs value={form.activeTab ?? undefined} onValueChange={(tab) => form.selectTab(tab as LoginTab)}>
      <TabsList aria-label={t('login.tabsLabel')}>
        {form.tabs.map((tab) => (
          <FormTab key={tab} tab={tab} lastUsed={lastUsed === tab} />
        ))}
      </TabsList>
      {form.tabs.map((tab) => (
        // The panel starts with its own field, so it need not be a tab stop itself.
        <TabsContent key={tab} value={tab} tabIndex={-1}>
          {formFor(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function FormTab({ tab, lastUsed }: { tab: LoginTab; lastUsed: boolean }) {
  const { t } = useMessages();
  // On the tab's top edge, like the buttons' badge: inline, it would wrap in a narrow tab.
  const { describedBy, badge } = useLastUsedBadge({ lastUsed });
  return (
    <TabsTrigger value={tab} aria-describedby={describedBy} className="pt:relative">
      {t(`tab.${tab}`)}
      {badge}
    </TabsTrigger>
  );
}
