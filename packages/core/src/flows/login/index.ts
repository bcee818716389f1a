export { createLoginActors, type LoginActorOptions } from './login.actors';
export { loginMachine } from './login.machine';
export { selectLoginScreen, selectLoginView, type LoginView } from './login.selectors';
export type {
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginScreen,
  MagicLinkState,
  OtpState,
  PasswordState,
} from './login.types';
