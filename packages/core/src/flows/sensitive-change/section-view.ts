import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { AnyActorRef, SnapshotFrom, AnyStateMachine, ActorRefFrom } from 'xstate';
import type { MfaActorRef } from '../mfa/use-mfa';
import { useSensitiveChange, type SensitiveChangeActorRef } from './use-sensitive-change';

/*
 * The account sections' hook helper (flows/shared/use-account-section.ts before issue 40): it
 * reads a section's `change` child, a sensitive change, so it lives with that flow, and every
 * section composes it already. Not a hook of the flow's own (no `use-` file): sections call it.
 */

/** What every account section's hook adds to its view while a change steps up. */
export interface AccountSectionStepUp {
  /** The step-up flow while `status` is `steppingUp` (`useMfa({ actorRef })`: the MFA screens). */
  stepUpRef: MfaActorRef | undefined;
  /** The step-up may be left (not while it shows new recovery codes). */
  canCancelStepUp: boolean;
  /** Leaves the step-up: the change is not made, what was typed stays. */
  cancelStepUp(): void;
}

/**
 * A section's view, read again whenever its sensitive change (the `change` child) moves too, so
 * `status: 'steppingUp'` shows exactly while the step-up asks; and the step-up's ref and cancel.
 */
export function useAccountSectionView<TMachine extends AnyStateMachine, TView>(
  actorRef: ActorRefFrom<TMachine>,
  select: (snapshot: SnapshotFrom<TMachine>) => TView,
): TView & AccountSectionStepUp {
  const changeRef = useSelector(actorRef, (snapshot) => (snapshot as { children: Record<string, AnyActorRef | undefined> }).children.change) as
    | SensitiveChangeActorRef
    | undefined;
  const change = useSensitiveChange(changeRef);
  const changeKey = change ? `${change.status}:${change.stepUps}` : '';
  // A new selector when the change moves: the view is read again from the same parent snapshot.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selectNow = useCallback((snapshot: SnapshotFrom<TMachine>) => select(snapshot), [select, changeKey]);
  const view = useSelector(actorRef, selectNow as (snapshot: unknown) => TView, shallowEqual);
  return {
    ...view,
    stepUpRef: change?.status === 'steppingUp' ? change.stepUpRef : undefined,
    canCancelStepUp: change?.canCancel ?? false,
    cancelStepUp: change?.cancel ?? noop,
  };
}

const noop = () => {};
