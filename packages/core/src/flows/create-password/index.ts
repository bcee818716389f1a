export { createCreatePasswordActors } from './create-password.actors';
export {
  createPasswordMachine,
  type CreatePasswordContext,
  type CreatePasswordEvent,
  type CreatePasswordInput,
  type CreatePasswordOutput,
} from './create-password.machine';
export { selectCreatePasswordView, type CreatePasswordView } from './create-password.selectors';
