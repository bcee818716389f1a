export { createLoginActors, type LoginActorOptions } from './login.actors';
export { loginMachine } from './login.machine';
export { initialLoginContext, mainFlowsOf } from './login.initial';
export { loginViewOf, selectLoginChildren, selectLoginView, type LoginChildren, type LoginView } from './login.selectors';
export { nextStep } from './next-step';
export type {
  ConfirmationScreen,
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginScreen,
  LoginStep,
  OtpState,
  ResetScreen,
} from './login.types';
