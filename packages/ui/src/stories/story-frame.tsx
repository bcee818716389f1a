import type { AuthClient, StyleConfig } from '@portico/core';
import { AuthClientProvider } from '@portico/core/react';
import { createFakeAuthClient } from '@portico/core/testing';
import type { ReactNode } from 'react';
import { WidgetFrame } from '../frame/widget-frame';

/**
 * Stories only: a screen inside the widget chrome, with a (scripted) client. Its strings come from
 * the catalog the story's mode provides (.storybook/modes.tsx: the toolbar's locale).
 */
export function StoryFrame({
  client = createFakeAuthClient(),
  styles,
  displayWatermark,
  children,
}: {
  client?: AuthClient;
  styles?: StyleConfig;
  displayWatermark?: boolean;
  children: ReactNode;
}) {
  return (
    <AuthClientProvider client={client}>
      <WidgetFrame {...(styles && { styles })} {...(displayWatermark !== undefined && { displayWatermark })}>
        {children}
      </WidgetFrame>
    </AuthClientProvider>
  );
}
