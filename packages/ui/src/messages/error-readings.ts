import { loadErrorReadings, type AuthError } from '@portico/core';
import type { FirstLoadMessages, Messages } from './en';

/**
 * The words for Stytch error types beyond those of the first load: core's table of every other
 * consumer type (how to read each) and the English words of the rare ones. Loaded when an error
 * without words first happens (core starts loading the table as the server refuses something, so
 * it is usually there by then); providers re-render when it arrives (`subscribeReadings`).
 */
export type ErrorReadings = (
  messages: FirstLoadMessages,
  error: AuthError,
  transform?: (english: Partial<Messages>) => Partial<Messages>,
) => string | undefined;

let readings: ErrorReadings | undefined;
let pending: Promise<void> | undefined;
let failed = false;
const listeners = new Set<() => void>();

/** The readings once loaded; `'failed'` if they could not be (offline): fall back to the server's words. */
export const currentReadings = (): ErrorReadings | 'failed' | undefined => readings ?? (failed ? 'failed' : undefined);

export function subscribeReadings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadReadings(): Promise<void> {
  pending ??= Promise.all([loadErrorReadings(), import('./error-words')])
    .then(([readingOf, { wordsReader }]) => {
      readings = wordsReader(readingOf);
    })
    .catch(() => {
      // Offline, say: from then on, the server's own words.
      failed = true;
    })
    .finally(() => {
      for (const listener of listeners) listener();
    });
  return pending;
}
