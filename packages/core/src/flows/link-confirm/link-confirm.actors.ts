import type { AuthClient, LinkTokenType } from '../../client';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { takeSignInStart } from '../shared/sign-in-start';
import type { LinkCheck } from './link-confirm.machine';

/** Resolves once the page is shown: a prerendered page (a speculation rule) spends nothing. */
function whenShown(): Promise<void> {
  const doc = typeof document === 'undefined' ? undefined : (document as Document & { prerendering?: boolean });
  if (!doc?.prerendering) return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}

/**
 * The link question's port: is the page signed in (its cookie's session included, `session.load`),
 * and did this browser start the link's sign-in (`links.startedHere`, and this tab's record of a
 * social sign-in or One Tap it started)? Checked once per flow: the tab's record is used up by
 * reading it, so a flow restarted from its snapshot (React's strict effects) shares the answer.
 */
export function createLinkConfirmActors(client: AuthClient, options: FlowActorOptions = {}) {
  const checks = new Map<string, Promise<LinkCheck>>();
  // Not given the actor's signal: the answer is shared with the flow restarted after the first stopped.
  const check = async (tokenType: LinkTokenType | 'login'): Promise<LinkCheck> => {
    await whenShown();
    // The tab's record is one use: taken whatever the answer.
    const startedInTab = tokenType === 'oauth' && takeSignInStart();
    if (await client.session.load()) return 'signedIn';
    if (startedInTab || (await client.links.startedHere(tokenType))) return 'startedHere';
    return 'ask';
  };
  return {
    check: fromRequest<LinkCheck, { tokenType: LinkTokenType | 'login' }>(({ tokenType }) => {
      let answer = checks.get(tokenType);
      if (!answer) {
        answer = check(tokenType);
        checks.set(tokenType, answer);
        // A failure (a session that could not be read) may be tried again by a new flow.
        answer.catch(() => checks.delete(tokenType));
      }
      return answer;
    }, options.requestTimeoutMs),
  };
}
