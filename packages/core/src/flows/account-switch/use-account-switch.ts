import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { accountSwitchMachine } from './account-switch.machine';
import { selectAccountSwitchView, type AccountSwitchView } from './account-switch.selectors';

export type AccountSwitchActorRef = ActorRefFrom<typeof accountSwitchMachine>;

export interface UseAccountSwitchResult extends AccountSwitchView {
  /** The link's account becomes the page's. */
  continueAsNew(): void;
  /** The page stays signed in as it was. */
  stay(): void;
  actorRef: AccountSwitchActorRef;
}

/** 'Switch accounts?' (the redirect page's and the reset page's `accountSwitchRef`). */
export function useAccountSwitch({ actorRef }: { actorRef: AccountSwitchActorRef }): UseAccountSwitchResult {
  const view = useSelector(actorRef, selectAccountSwitchView, shallowEqual);
  const commands = useMemo(
    () => ({
      continueAsNew: () => actorRef.send({ type: 'switch.continue' }),
      stay: () => actorRef.send({ type: 'switch.stay' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
