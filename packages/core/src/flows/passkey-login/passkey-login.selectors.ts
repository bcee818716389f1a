import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passkeyLoginMachine } from './passkey-login.machine';

export interface PasskeyLoginView {
  /** Still asking the browser whether it can use passkeys, and offer them in autofill. */
  isDetecting: boolean;
  /** The page cannot use passkeys (no WebAuthn, or not a secure context): no button, no autofill. */
  isUnsupported: boolean;
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
    isUnsupported: snapshot.matches('unsupported'),
    showButton: snapshot.matches('button'),
    autofill: snapshot.matches('autofill'),
    isPending: snapshot.hasTag('pending'),
    error: snapshot.context.error,
  };
}
