export { createLoginFormActors, type LoginFormActorOptions } from './login-form.actors';
export { loginFormMachine } from './login-form.machine';
export { selectLoginFormView, type LoginFormView } from './login-form.selectors';
export type {
  LoginFormContext,
  LoginFormDraft,
  LoginFormEvent,
  LoginFormInput,
  LoginFormOutput,
  PendingSend,
  PhoneMethod,
} from './login-form.types';
