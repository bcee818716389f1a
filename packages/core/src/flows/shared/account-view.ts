import type { AnyActorRef } from 'xstate';
import type { AuthError } from '../../client';

/**
 * Where a section's sensitive change is (its `change` child): asking for a second factor, or
 * not. Read from the child's snapshot, so a screen shows the MFA screens exactly while it asks.
 */
export function changeChildState(change: AnyActorRef | undefined): { steppingUp: boolean; stepUpKind: 'totp' | 'sms' | 'email' | null } {
  const snapshot = change?.getSnapshot() as
    | { status: string; matches(state: string): boolean; context: { stepUp: { kind: 'totp' | 'sms' | 'email' } | null } }
    | undefined;
  if (!snapshot || snapshot.status !== 'active' || !snapshot.matches('steppingUp')) return { steppingUp: false, stepUpKind: null };
  return { steppingUp: true, stepUpKind: snapshot.context.stepUp?.kind ?? null };
}

/** Errors by the control that caused them: each field's, and the rest for the section. */
export type FieldErrors<TField extends string> = Partial<Record<TField, AuthError>>;
