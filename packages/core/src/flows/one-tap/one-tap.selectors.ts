import type { SnapshotFrom } from 'xstate';
import type { AuthError, OneTapMode, OneTapProblem } from '../../client';
import type { oneTapMachine } from './one-tap.machine';

export interface OneTapView {
  /** Where the prompt shows (null until known, or when it cannot show here). */
  mode: OneTapMode | null;
  /** Google's prompt is loading (the embedded area shows a spinner). */
  loading: boolean;
  /** The embedded area holds the prompt: render the element Google fills (`id="google-parent-prompt"`). */
  embedded: boolean;
  /** The configuration error of spec §4 that keeps the prompt from showing. */
  problem: OneTapProblem | null;
  /** Signing in with Google's credential failed. */
  error: AuthError | null;
}

export const selectOneTapView = (snapshot: SnapshotFrom<typeof oneTapMachine>): OneTapView => {
  const { mode, problem, error } = snapshot.context;
  const up = snapshot.matches('active');
  return {
    mode,
    loading: snapshot.hasTag('pending'),
    embedded: up && mode === 'embedded',
    problem,
    error,
  };
};
