import { useEffect, useRef, type RefObject } from 'react';

/**
 * When `active` ends (a form that closed: added, cancelled) and the focus went with it (it is on
 * nothing, or the page's body), it goes to `target` (the button that opened the form). A focus
 * the user has since moved elsewhere stays where it is.
 */
export function useRestoreFocus(active: boolean, target: RefObject<HTMLElement | null>): void {
  const was = useRef(active);
  useEffect(() => {
    const ended = was.current && !active;
    was.current = active;
    const element = target.current;
    if (!ended || !element) return;
    const focused = (element.getRootNode() as Document | ShadowRoot).activeElement;
    if (!focused || focused === element.ownerDocument.body) element.focus();
  }, [active, target]);
}
