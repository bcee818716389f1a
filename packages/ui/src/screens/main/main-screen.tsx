import type { LoginTab } from '@portico/core';
import { useLoginWidget, type LoginActorRef } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';
import { EmailForm } from './email-form';
import { PhoneOtpForm } from './phone-otp-form';

export interface MainScreenProps {
  actorRef: LoginActorRef;
}

/** Main (spec §2): the title, configuration errors, and the form methods, tabbed when several. */
export function MainScreen({ actorRef }: MainScreenProps) {
  const login = useLoginWidget({ actorRef });
  const { t } = useMessages();

  const form = (tab: LoginTab) =>
    tab === 'email' ? <EmailForm login={login} /> : <PhoneOtpForm method={tab} login={login} />;

  return (
    <div data-slot="main-screen" className="pt:flex pt:flex-col pt:gap-6">
      <ScreenHeader title={t('login.title')} />
      {login.configErrors.length > 0 ? (
        <div className="pt:flex pt:flex-col pt:gap-2" data-slot="config-errors">
          {login.configErrors.map((error) => (
            <Alert key={`${error.code}:${error.detail ?? ''}`}>
              {t(`configError.${error.code}`, { detail: error.detail ?? '' })}
            </Alert>
          ))}
        </div>
      ) : login.tabs.length > 1 ? (
        <Tabs value={login.activeTab ?? undefined} onValueChange={(tab) => login.selectTab(tab as LoginTab)}>
          <TabsList aria-label={t('login.tabsLabel')}>
            {login.tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`tab.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {login.tabs.map((tab) => (
            // The panel starts with its own field, so it need not be a tab stop itself.
            <TabsContent key={tab} value={tab} tabIndex={-1}>
              {form(tab)}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        login.tabs[0] && form(login.tabs[0])
      )}
    </div>
  );
}
