import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passkeyLoginMachine } from './passkey-login.machine';

export interface PasskeyLoginView {
  /** Still asking the browser whether it can offer passkeys in autofill. */
  isDetecting: boolean;
  /** Show 'Login with a Passkey' (spec §2: unless autofill replaces it). */
  showButton: boolean;
  /** Passkeys are offered in the field's autofill: give it `autocomplete="username webauthn"`. */
  autofill: boolean;
  isPending: boolean;
  error: AuthError | null;
}

export function selectPasskeyLoginView(snapshot: SnapshotFrom<typeof passkeyLoginMachine>): PasskeyLoginView {
  return {
    isDetecting: snapshot.matches('detecting'),
    showButton: snapshot.matches('button'),
    autofill: snapshot.matches('autofill'),
    isPending: snapshot.hasTag('pending'),
    error: snapshot.context.error,
  };
}
