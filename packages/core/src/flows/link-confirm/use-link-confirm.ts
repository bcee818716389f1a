import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { linkConfirmMachine } from './link-confirm.machine';
import { selectLinkConfirmView, type LinkConfirmView } from './link-confirm.selectors';

export type LinkConfirmActorRef = ActorRefFrom<typeof linkConfirmMachine>;

export interface UseLinkConfirmResult extends LinkConfirmView {
  /** 'Continue': the link is spent. Nothing else spends it. */
  continueSignIn(): void;
  actorRef: LinkConfirmActorRef;
}

/** 'Continue signing in' (the redirect page's and the reset page's `linkConfirmRef`). */
export function useLinkConfirm({ actorRef }: { actorRef: LinkConfirmActorRef }): UseLinkConfirmResult {
  const view = useSelector(actorRef, selectLinkConfirmView, shallowEqual);
  const continueSignIn = useCallback(() => actorRef.send({ type: 'link.continue' }), [actorRef]);
  return { ...view, continueSignIn, actorRef };
}
