import type { SnapshotFrom } from 'xstate';
import type { passkeyUpgradeMachine } from './passkey-upgrade.machine';

export interface PasskeyUpgradeView {
  /** Looking up the user and the browser, before anything shows. */
  isInspecting: boolean;
  /** PasskeyRegistrationStart is offered (its `registration` child runs). */
  isOffering: boolean;
}

export function selectPasskeyUpgradeView(snapshot: SnapshotFrom<typeof passkeyUpgradeMachine>): PasskeyUpgradeView {
  return { isInspecting: snapshot.matches('inspecting'), isOffering: snapshot.matches('offering') };
}
