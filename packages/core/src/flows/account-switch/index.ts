export {
  accountSwitchMachine,
  type AccountSwitchContext,
  type AccountSwitchEvent,
  type AccountSwitchInput,
  type AccountSwitchOutput,
} from './account-switch.machine';
export { createAccountSwitchActors } from './account-switch.actors';
export { selectAccountSwitchView, type AccountSwitchView } from './account-switch.selectors';
