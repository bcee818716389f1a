import { ONE_TAP_HEIGHT_PX, ONE_TAP_RESIZE_DEBOUNCE_MS } from '@portico/core';
import type { UseOneTapResult } from '@portico/core/react';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../messages';
import { Spinner } from '../../primitives/spinner';

/** The element Google's client fills: Stytch's SDK names it (`prompt_parent_id`). */
export const ONE_TAP_PARENT_ID = 'google-parent-prompt';

export interface OneTapAreaProps {
  oneTap: Pick<UseOneTapResult, 'loading'>;
}

/**
 * The embedded One Tap prompt (spec §2, §9): 47 px to start, then the height of what Google put
 * in it, following its changes 100 ms after they settle (the prompt resizes several times while
 * it loads; following each would make Main jump). A spinner shows while it loads.
 */
export function OneTapArea({ oneTap }: OneTapAreaProps) {
  const { t } = useMessages();
  const parent = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(ONE_TAP_HEIGHT_PX);
  useEffect(() => {
    const element = parent.current;
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
  }, []);
  return (
    <div
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
      <div id={ONE_TAP_PARENT_ID} ref={parent} data-prompt_parent_id="g_id_onload" />
    </div>
  );
}
