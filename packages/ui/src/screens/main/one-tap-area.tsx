import { ONE_TAP_HEIGHT_PX, ONE_TAP_RESIZE_DEBOUNCE_MS } from '@portico/core';
import type { UseOneTapResult } from '@portico/core/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../messages';
import { Spinner } from '../../primitives/spinner';

/** The element Google's client fills: Stytch's SDK names it (`prompt_parent_id`). */
export const ONE_TAP_PARENT_ID = 'google-parent-prompt';

/**
 * In a shadow root, the name of the slot the area shows the parent element through (the element
 * itself is a child of the shadow host: see `OneTapArea`).
 */
export const ONE_TAP_SLOT = 'portico-one-tap';

export interface OneTapAreaProps {
  oneTap: Pick<UseOneTapResult, 'loading'>;
}

/** A layout effect in the browser (before paint); none on the server, where React 18 warns about it. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The host of the shadow root `node` is in, or null in a document (or detached). */
function shadowHostOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in root ? (root as ShadowRoot).host : null;
}

/** The parent element, as Google's client expects it. */
function createParent(document: Document): HTMLDivElement {
  const parent = document.createElement('div');
  parent.id = ONE_TAP_PARENT_ID;
  parent.setAttribute('data-prompt_parent_id', 'g_id_onload');
  return parent;
}

/**
 * The embedded One Tap prompt (spec §2, §9): 47 px to start, then the height of what Google put
 * in it, following its changes 100 ms after they settle (the prompt resizes several times while
 * it loads; following each would make Main jump). A spinner shows while it loads.
 *
 * Google (through Stytch's `prompt_parent_id`) finds the parent element with
 * `document.getElementById`, which does not look into shadow roots. In one (`enableShadowDOM`,
 * or `<portico-login>`'s own), the element is therefore a child of the shadow host, in the
 * document, with a `slot` attribute, and the area holds the `<slot>` that lays it out here: what
 * Stytch's own web components do. It is removed when the area unmounts. The host's own rendering
 * never touches it: `StyleRoot`'s host renders nothing but a portal into its shadow root, and
 * `<portico-login>` shows only its shadow root's content (and this slot).
 *
 * Two widgets prompting on one page each have their own element with this id (in the document or
 * under their hosts), as with Stytch's UI: Google fills the first in document order. A widget in
 * a shadow root inside another (a host's own web component) cannot be reached from the document:
 * Google floats the prompt there.
 */
export function OneTapArea({ oneTap }: OneTapAreaProps) {
  const { t } = useMessages();
  const area = useRef<HTMLDivElement>(null);
  const inArea = useRef<HTMLDivElement>(null);
  // In a shadow root: the element under its host (null in a document, and until mounted).
  const [slotted, setSlotted] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(ONE_TAP_HEIGHT_PX);

  // Where the area is, known once mounted; its root node stays the same while it is.
  useBrowserLayoutEffect(() => {
    const host = area.current && shadowHostOf(area.current);
    if (!host) return;
    const element = createParent(host.ownerDocument);
    element.setAttribute('slot', ONE_TAP_SLOT);
    host.append(element);
    setSlotted(element);
    return () => element.remove();
  }, []);

  useEffect(() => {
    const element = slotted ?? inArea.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      clearTimeout(timer);
      const next = entry?.contentRect.height ?? 0;
      // An empty parent (the prompt going away) keeps the last height; Main replaces the area.
      if (next > 0) timer = setTimeout(() => setHeight(Math.ceil(next)), ONE_TAP_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [slotted]);

  return (
    <div
      ref={area}
      data-slot="one-tap-area"
      aria-label={t('oneTap.label')}
      role="group"
      aria-busy={oneTap.loading || undefined}
      className="pt:relative pt:overflow-hidden pt:transition-[height] pt:duration-200 pt:motion-reduce:transition-none"
      style={{ height }}
    >
      {oneTap.loading && (
        <div role="status" className="pt:absolute pt:inset-0 pt:flex pt:items-center pt:justify-center">
          <Spinner className="pt:size-6" />
          <span className="pt:sr-only">{t('oneTap.loading')}</span>
        </div>
      )}
      {/* In a shadow root, the first commit has the element here; the slot replaces it before paint. */}
      {slotted ? (
        <slot name={ONE_TAP_SLOT} />
      ) : (
        <div id={ONE_TAP_PARENT_ID} ref={inArea} data-prompt_parent_id="g_id_onload" />
      )}
    </div>
  );
}
