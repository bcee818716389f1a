import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server and while it hydrates the server's HTML in the browser;
 * false in a render that only happens in the browser (and, once hydrated, React renders again
 * with false). Device state (storage, cached settings, the browser's language) is read only when
 * this is false, so the render that hydrates matches the server's.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
