import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MfaActorRef } from '../mfa/use-mfa';
import type { sensitiveChangeMachine } from './sensitive-change.machine';
import { selectSensitiveChangeView, type SensitiveChangeView } from './sensitive-change.selectors';

export type SensitiveChangeActorRef = ActorRefFrom<typeof sensitiveChangeMachine>;

export interface UseSensitiveChangeResult extends SensitiveChangeView {
  /** The step-up flow while `status` is `steppingUp` (`useMfa({ actorRef })`: the MFA screens). */
  stepUpRef: MfaActorRef | undefined;
  /** The step-up may be left (not while it shows new recovery codes). */
  canCancel: boolean;
  /** Leaves the step-up: the change is not made. */
  cancel(): void;
}

const IDLE: SensitiveChangeView = { status: 'changed', isPending: false, stepUpKind: null, stepUps: 0, error: null };

/**
 * A sensitive change that a section runs (its `change` child): attached only, since the change
 * itself is the section's. With no change under way (`actorRef` undefined) it reports nothing.
 */
export function useSensitiveChange(actorRef: SensitiveChangeActorRef | undefined): UseSensitiveChangeResult | null {
  const view = useSelector(actorRef, (snapshot) => (snapshot ? selectSensitiveChangeView(snapshot) : IDLE), shallowEqual);
  const stepUpRef = useSelector(actorRef, (snapshot) => snapshot?.children.stepUp) as MfaActorRef | undefined;
  const canCancel = useSelector(stepUpRef, (snapshot) => snapshot?.status === 'active' && !snapshot.matches({ enrolTotp: 'showingCodes' }));
  const commands = useMemo(() => ({ cancel: () => actorRef?.send({ type: 'change.cancel' }) }), [actorRef]);
  return actorRef ? { ...view, ...commands, stepUpRef, canCancel: canCancel ?? false } : null;
}
