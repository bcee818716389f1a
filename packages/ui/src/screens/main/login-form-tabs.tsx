import type { LastUsedMethod, LoginTab } from '@portico/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';
import { useLastUsedBadge } from '../../social';

export interface LoginFormTabsProps {
  tabs: LoginTab[];
  activeTab: LoginTab | null;
  onTabChange(tab: LoginTab): void;
  lastUsed: LastUsedMethod | null;
  formFor(tab: LoginTab): ReactNode;
}

/** The tabs around the forms (none for a single method): the screen's and its first paint's. */
export function LoginFormTabs({ tabs, activeTab, onTabChange, lastUsed, formFor }: LoginFormTabsProps) {
  const { t } = useMessages();
  if (tabs.length <= 1) return tabs[0] ? formFor(tabs[0]) : null;
  return (
    <Tabs value={activeTab ?? undefined} onValueChange={(tab) => onTabChange(tab as LoginTab)}>
      <TabsList aria-label={t('login.tabsLabel')}>
        {tabs.map((tab) => (
          <FormTab key={tab} tab={tab} lastUsed={lastUsed === tab} />
        ))}
      </TabsList>
      {tabs.map((tab) => (
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
