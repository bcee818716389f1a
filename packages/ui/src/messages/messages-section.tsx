import { useMemo, type ReactNode } from 'react';
import type { Messages } from './en';
import { createApi, MessagesContext, useMessages } from './messages-provider';

/**
 * Words that load with the screens that use them (`enMfa` with the MFA screens), not with every
 * widget: under it, `useMessages()` has them too (a module of its own, which loads with them). The widget's catalog wins (another language, the
 * host's overrides); `english` fills in what English's first load does not hold.
 */
export function MessagesSection({ english, children }: { english: Partial<Messages>; children?: ReactNode }) {
  const parent = useMessages();
  const api = useMemo(() => createApi({ ...(parent.transform ? parent.transform(english) : english), ...parent.messages }, parent.locale, parent.hostDir, parent.transform, parent.readings), [english, parent]);
  return <MessagesContext.Provider value={api}>{children}</MessagesContext.Provider>;
}
