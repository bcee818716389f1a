import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passkeyRegistrationMachine } from './passkey-registration.machine';

export interface PasskeyRegistrationView {
  /** `steppingUp`: the step-up flow (the `stepUp` child) asks for a second factor before the passkey. */
  status: 'ready' | 'registering' | 'steppingUp' | 'registered' | 'skipped';
  isPending: boolean;
  /** `webauthn_credential_exists`, `insufficient_factors` or `passkey_registration_failed` (spec §8), or the step-up's failure. */
  error: AuthError | null;
}

export function selectPasskeyRegistrationView(snapshot: SnapshotFrom<typeof passkeyRegistrationMachine>): PasskeyRegistrationView {
  // While the step-up is prepared the button stays busy, as while registering.
  const steppingUp = snapshot.matches('steppingUp');
  return {
    status: snapshot.matches({ steppingUp: 'running' }) ? 'steppingUp' : steppingUp ? 'registering' : (snapshot.value as 'ready'),
    isPending: snapshot.hasTag('pending'),
    // The refusal that started the step-up is shown only if the step-up cannot help.
    error: steppingUp ? null : snapshot.context.error,
  };
}
