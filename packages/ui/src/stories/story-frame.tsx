import type { AuthClient, StyleConfig } from '@portico/core';
import { AuthClientProvider } from '@portico/core/react';
import { createFakeAuthClient } from '@portico/core/testing';
import type { ReactNode } from 'react';
import { WidgetFrame } from '../frame/widget-frame';
import { MessagesProvider } from '../messages';

/** Stories only: a screen inside the widget chrome, with a (scripted) client. */
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
      <MessagesProvider>
        <WidgetFrame {...(styles && { styles })} {...(displayWatermark !== undefined && { displayWatermark })}>
          {children}
        </WidgetFrame>
      </MessagesProvider>
    </AuthClientProvider>
  );
}
