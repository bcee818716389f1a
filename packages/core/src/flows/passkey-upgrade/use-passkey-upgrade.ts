import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PasskeyRegistrationStartActorRef } from '../passkey-registration-start/use-passkey-registration-start';
import type { passkeyUpgradeMachine } from './passkey-upgrade.machine';
import { selectPasskeyUpgradeView, type PasskeyUpgradeView } from './passkey-upgrade.selectors';

export type PasskeyUpgradeActorRef = ActorRefFrom<typeof passkeyUpgradeMachine>;

export interface UsePasskeyUpgradeResult extends PasskeyUpgradeView {
  /** PasskeyRegistrationStart's child while the offer shows. */
  registrationRef: PasskeyRegistrationStartActorRef | undefined;
}

/** The login widget's passkey offer after a login (attached to its `passkeyUpgrade` child). */
export function usePasskeyUpgrade({ actorRef }: { actorRef: PasskeyUpgradeActorRef }): UsePasskeyUpgradeResult {
  const view = useSelector(actorRef, selectPasskeyUpgradeView, shallowEqual);
  const registrationRef = useSelector(actorRef, (snapshot) => snapshot.children.registration);
  return { ...view, registrationRef };
}
