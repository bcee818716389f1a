import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { passkeyRegistrationStartMachine } from './passkey-registration-start.machine';

export interface PasskeyRegistrationStartView {
  /** `steppingUp`: the step-up flow (the `stepUp` child) asks for a second factor before the passkey. */
  status: 'ready' | 'registering' | 'steppingUp' | 'registered' | 'skipped';
  isPending: boolean;
  /** `webauthn_credential_exists`, `insufficient_factors` or `passkey_registration_failed` (spec §8), or the step-up's failure. */
  error: AuthError | null;
}

export function selectPasskeyRegistrationStartView(snapshot: SnapshotFrom<typeof passkeyRegistrationStartMachine>): PasskeyRegistrationStartView {
  // While the step-up is prepared the button stays busy, as while registering.
  const steppingUp = snapshot.matches('steppingUp');
  return {
    status: snapshot.matches({ steppingUp: 'running' }) ? 'steppingUp' : steppingUp ? 'registering' : (snapshot.value as 'ready'),
    isPending: snapshot.hasTag('pending'),
    // The refusal that started the step-up is shown only if the step-up cannot help.
    error: steppingUp ? null : snapshot.context.error,
  };
}

// Deprecated names (issue 23: flows take their spec screen's name).
/** @deprecated Use selectPasskeyRegistrationStartView; removed in 0.3. */
export const selectPasskeyRegistrationView = selectPasskeyRegistrationStartView;
/** @deprecated Use PasskeyRegistrationStartView; removed in 0.3. */
export type PasskeyRegistrationView = PasskeyRegistrationStartView;
