import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * (The same hook as @portico/core's internal one: ui primitives know nothing of core, so the
 * three lines live in both layers.)
 *
 * True while React renders on the server and while it hydrates the server's HTML; false in a
 * render that only happens in the browser (once hydrated, React renders again with false). What
 * only the browser knows (its language, say) is read when this is false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
