import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passkeyRegistrationMachine } from './passkey-registration.machine';

export interface PasskeyRegistrationView {
  status: 'ready' | 'registering' | 'registered' | 'skipped';
  isPending: boolean;
  /** `webauthn_credential_exists`, `insufficient_factors` or `passkey_registration_failed` (spec §8). */
  error: AuthError | null;
}

export function selectPasskeyRegistrationView(snapshot: SnapshotFrom<typeof passkeyRegistrationMachine>): PasskeyRegistrationView {
  return {
    status: snapshot.value,
    isPending: snapshot.hasTag('pending'),
    error: snapshot.context.error,
  };
}
