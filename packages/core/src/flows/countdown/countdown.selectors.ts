import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from './countdown.machine';

export interface CountdownView {
  isExpired: boolean;
  /** Whole seconds left, rounded up so the display reaches 0:00 exactly at expiry. */
  remainingSeconds: number;
  /** m:ss, e.g. 4:59 (spec §9). */
  timeRemaining: string;
}

export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export function selectCountdownView(snapshot: SnapshotFrom<typeof countdownMachine>): CountdownView {
  const remainingSeconds = Math.ceil(snapshot.context.remainingMs / 1000);
  return {
    isExpired: snapshot.matches('expired'),
    remainingSeconds,
    timeRemaining: formatMinutesSeconds(remainingSeconds),
  };
}
