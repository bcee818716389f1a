export { createPasswordStrengthLogic } from './password-strength.actors';
export {
  passwordStrengthMachine,
  type PasswordStrengthContext,
  type PasswordStrengthEvent,
  type PasswordStrengthInput,
} from './password-strength.machine';
export { isPasswordAccepted, selectPasswordStrengthView, type PasswordStrengthView } from './password-strength.selectors';
