export { createPasswordlessActors } from './passwordless.actors';
export {
  passwordlessMachine,
  type PasswordlessContext,
  type PasswordlessInput,
  type PasswordlessOutput,
} from './passwordless.machine';
export { selectPasswordlessView, type PasswordlessView } from './passwordless.selectors';
