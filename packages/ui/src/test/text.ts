import type { MatcherFunction } from '@testing-library/react';

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A text matcher for a whole sentence with values in it. A message's values are `<bdi>`
 * elements (`useMessages().rich`), and `getByText('…')` matches an element's own text nodes
 * only, so it cannot find 'A 6-digit passcode was sent to you at ada@example.com.' once the
 * address is in its `<bdi>`. This matches the innermost element whose whole text is `text`: what
 * the user sees, what `toHaveTextContent` reads.
 */
export function sentence(text: string | RegExp): MatcherFunction {
  const matches = (content: string) => (typeof text === 'string' ? content === text : text.test(content));
  return (_content, element) => {
    if (!element || !matches(normalize(element.textContent ?? ''))) return false;
    return !Array.from(element.children).some((child) => matches(normalize(child.textContent ?? '')));
  };
}

/**
 * A value as a plain string holds it (`t`, `formatMessage`: an `aria-label`), isolated from the
 * sentence around it: FSI (U+2068) … PDI (U+2069).
 */
export const isolated = (value: string | number) => `\u2068${value}\u2069`;
