export { createPasskeyUpgradeActors, createQuietPasskeyActor } from './passkey-upgrade.actors';
export {
  passkeyUpgradeMachine,
  type PasskeyUpgradeContext,
  type PasskeyUpgradeInput,
  type PasskeyUpgradeInspection,
  type PasskeyUpgradeOutput,
} from './passkey-upgrade.machine';
export { selectPasskeyUpgradeView, type PasskeyUpgradeView } from './passkey-upgrade.selectors';
