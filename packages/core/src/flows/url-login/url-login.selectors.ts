import type { SnapshotFrom } from 'xstate';
import type { AuthError, AuthUser } from '../../client';
import type { urlLoginMachine } from './url-login.machine';

export interface UrlLoginView {
  /**
   * `confirming`: 'Continue signing in' (a link this browser did not start, on a signed-out
   * page); `askingToSwitch`: the link was for another account than the one signed in (`switch`
   * names both); `switching` while the new one becomes the page's; `declined`: the user stayed;
   * `secondFactor`: the step-up asks (mfaOptions).
   */
  status:
    | 'authenticating'
    | 'confirming'
    | 'askingToSwitch'
    | 'switching'
    | 'secondFactor'
    | 'authenticated'
    | 'declined'
    | 'noToken'
    | 'failed';
  /** 'oauth' or 'magic_links' once known. */
  tokenType: string | null;
  error: AuthError | null;
  /** Who the page is signed in as, and who the link signs in: set when asking (and after). */
  switch: { current: string; next: string } | null;
}

/** How a user is named to them: their first email, else phone number, else id. */
const identityOf = (user: AuthUser | null, userId: string) => user?.emails[0]?.email ?? user?.phoneNumbers[0]?.phoneNumber ?? userId;

type UrlLoginSnapshot = SnapshotFrom<typeof urlLoginMachine>;

function statusOf(snapshot: UrlLoginSnapshot): UrlLoginView['status'] {
  const { context } = snapshot;
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('noToken')) return 'noToken';
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('declined')) return 'declined';
  if (snapshot.matches('askingToSwitch')) return context.switching ? 'switching' : 'askingToSwitch';
  if (snapshot.matches('steppingUp') && context.steppingUp) return 'secondFactor';
  // The question is up once its leaf asks; until then the page is signing in.
  if (snapshot.matches('confirming') && context.asking) return 'confirming';
  return 'authenticating';
}

export const selectUrlLoginView = (snapshot: UrlLoginSnapshot): UrlLoginView => {
  const { answer, error, link, otherTokenType } = snapshot.context;
  const held = answer?.handled ? answer.held : undefined;
  return {
    status: statusOf(snapshot),
    tokenType: answer?.tokenType ?? link?.tokenType ?? otherTokenType,
    error,
    switch: answer?.handled && held ? { current: held.identity, next: identityOf(answer.result.user, answer.result.userId) } : null,
  };
};
