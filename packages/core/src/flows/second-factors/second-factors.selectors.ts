import type { SnapshotFrom } from 'xstate';
import type { AuthError, AuthUser } from '../../client';
import type { MfaMethod } from '../../config';
import { maskPhoneNumber } from '../shared/step-up-plan';
import { secondFactorsOf, type secondFactorsMachine } from './second-factors.machine';
import type { FactorChange, FactorRef } from './second-factors.types';

/**
 * The mode's screen: loading, the list (with a removal being confirmed), a change under way
 * (an enrolment, or the step-up a change needs first: the step-up flow's own screens), the
 * user's absence, or a list that could not load.
 */
export type SecondFactorsStatus = 'loading' | 'list' | 'confirmingRemoval' | 'removing' | 'enrolling' | 'steppingUp' | 'noUser' | 'loadFailed';

/** A row of the list. */
export type FactorRow =
  | { kind: 'totp'; factor: FactorRef }
  /** `display`: the number masked but for its last digits. */
  | { kind: 'phone'; factor: FactorRef; display: string };

export interface SecondFactorsView {
  status: SecondFactorsStatus;
  isPending: boolean;
  error: AuthError | null;
  /** The authenticator app and phone numbers, in that order. */
  factors: FactorRow[];
  passkeys: AuthUser['webauthnRegistrations'];
  recoveryCodesLeft: number | null;
  /** What can be added (an app only when there is none: Stytch keeps one). */
  canAdd: Record<MfaMethod, boolean>;
  /** New recovery codes can be had (there is an app). */
  canRenewCodes: boolean;
  /** The factor whose removal is being confirmed. */
  removing: FactorRow | null;
  /** The last change carried out (for an announcement). */
  done: FactorChange['kind'] | null;
  /** The policy requires a second factor. */
  required: boolean;
}

const rowOf = (factor: FactorRef): FactorRow =>
  factor.kind === 'totp' ? { kind: 'totp', factor } : { kind: 'phone', factor, display: maskPhoneNumber(factor.phoneNumber) };

export function selectSecondFactorsStatus(snapshot: SnapshotFrom<typeof secondFactorsMachine>): SecondFactorsStatus {
  if (snapshot.matches('loading') || snapshot.matches('refreshing') || snapshot.matches('deciding')) return 'loading';
  if (snapshot.matches('confirmingRemoval')) return 'confirmingRemoval';
  if (snapshot.matches({ changing: 'removing' })) return 'removing';
  if (snapshot.matches('changing')) return 'enrolling';
  if (snapshot.matches('steppingUp')) return 'steppingUp';
  if (snapshot.matches('noUser')) return 'noUser';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  return 'list';
}

export function selectSecondFactorsView(snapshot: SnapshotFrom<typeof secondFactorsMachine>): SecondFactorsView {
  const { context } = snapshot;
  const account = context.account;
  const factors = account ? secondFactorsOf(account).map(rowOf) : [];
  const hasApp = factors.some((row) => row.kind === 'totp');
  const change = context.change;
  return {
    status: selectSecondFactorsStatus(snapshot),
    isPending: snapshot.hasTag('pending'),
    error: context.error,
    factors,
    passkeys: account?.user.webauthnRegistrations ?? [],
    recoveryCodesLeft: account?.recoveryCodesLeft ?? null,
    canAdd: { totp: context.mfa.methods.includes('totp') && !hasApp, sms: context.mfa.methods.includes('sms') },
    canRenewCodes: hasApp && context.mfa.methods.includes('totp'),
    removing: change?.kind === 'remove' ? rowOf(change.factor) : null,
    done: context.done,
    required: context.mfa.policy === 'required',
  };
}
