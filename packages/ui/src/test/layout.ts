/**
 * How far an element's horizontal centre is from its container's, in CSS pixels (0: centred).
 * For stories in a real browser; jsdom has no layout.
 */
export function offCentre(element: Element, container: Element): number {
  const inner = element.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  return Math.abs(inner.left + inner.width / 2 - (outer.left + outer.width / 2));
}
