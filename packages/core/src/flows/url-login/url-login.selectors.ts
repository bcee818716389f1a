import type { SnapshotFrom } from 'xstate';
import type { AuthError, AuthUser } from '../../client';
import type { urlLoginMachine } from './url-login.machine';

export interface UrlLoginView {
  /**
   * `askingToSwitch`: the link was for another account than the one signed in (`switch` names
   * both); `switching` while the new one becomes the page's; `declined`: the user stayed.
   */
  status: 'authenticating' | 'askingToSwitch' | 'switching' | 'secondFactor' | 'authenticated' | 'declined' | 'noToken' | 'failed';
  /** 'oauth' or 'magic_links' once known. */
  tokenType: string | null;
  error: AuthError | null;
  /** Who the page is signed in as, and who the link signs in: set when asking (and after). */
  switch: { current: string; next: string } | null;
}

/** How a user is named to them: their first email, else phone number, else id. */
const identityOf = (user: AuthUser | null, userId: string) => user?.emails[0]?.email ?? user?.phoneNumbers[0]?.phoneNumber ?? userId;

const STATUSES = ['authenticated', 'askingToSwitch', 'switching', 'declined', 'noToken', 'failed'] as const;

/** The step-up, while it runs (mfaOptions): its flow is the `secondFactor` child. */
const isSteppingUp = (snapshot: SnapshotFrom<typeof urlLoginMachine>) => snapshot.matches({ secondFactor: 'running' });

export const selectUrlLoginView = (snapshot: SnapshotFrom<typeof urlLoginMachine>): UrlLoginView => {
  const { answer, error } = snapshot.context;
  const status =
    STATUSES.find((state) => snapshot.matches(state)) ??
    (isSteppingUp(snapshot) ? 'secondFactor' : snapshot.matches('staying') ? 'declined' : 'authenticating');
  const held = answer?.handled ? answer.held : undefined;
  return {
    status,
    tokenType: answer?.tokenType ?? null,
    error,
    switch: answer?.handled && held ? { current: held.identity, next: identityOf(answer.result.user, answer.result.userId) } : null,
  };
};
