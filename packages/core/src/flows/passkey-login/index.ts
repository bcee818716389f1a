export { createPasskeyLoginActors } from './passkey-login.actors';
export { passkeyLoginError, passkeyLoginMachine } from './passkey-login.machine';
export { selectPasskeyLoginView, type PasskeyLoginView } from './passkey-login.selectors';
export type { PasskeyLoginContext, PasskeyLoginEvent, PasskeyLoginInput, PasskeyLoginOutput } from './passkey-login.types';
