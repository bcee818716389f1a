import type { CSSProperties } from 'react';

/**
 * A button as wide as its words rather than the page (a size's `w-full` stays; `max-width` caps it):
 * inline, so the stylesheet every widget's first load carries gains no rule for it.
 */
export const AS_WIDE_AS_ITS_WORDS: CSSProperties = { maxWidth: 'fit-content' };
