import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrating } from './use-hydrating';

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A controlled field hydrated from the server's HTML may already hold text, typed while the
 * page's scripts were loading. React leaves it there while hydrating, but the render that follows
 * hydration at once writes the field's state back over it. This hands that text to the state
 * (`adopt`) in the hydrating commit, before that render.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, adopt: (typed: string) => void): void {
  const hydrating = useHydrating();
  const first = useRef({ hydrating, value, adopt });
  useBrowserLayoutEffect(() => {
    const { hydrating, value, adopt } = first.current;
    const typed = ref.current?.value;
    if (hydrating && typed !== undefined && typed !== value) adopt(typed);
  }, [ref]);
}
