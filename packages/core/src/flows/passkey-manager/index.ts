export { createPasskeyManagerActors } from './passkey-manager.actors';
export { passkeyManagerMachine } from './passkey-manager.machine';
export {
  selectPasskeyManagerStatus,
  selectPasskeyManagerView,
  type PasskeyManagerStatus,
  type PasskeyManagerView,
} from './passkey-manager.selectors';
export type { Passkey, PasskeyManagerContext, PasskeyManagerEvent, PasskeyManagerInput, PasskeyRow } from './passkey-manager.types';
