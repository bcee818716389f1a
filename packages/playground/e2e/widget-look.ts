/**
 * What a widget looks like where Tailwind's registered custom properties decide it: borders,
 * rings and shadows, outlines, font weight, line height, transition duration — computed on every
 * element of the widget's frame, in document order. Comparing a widget in a shadow root with the
 * same widget in the light DOM shows whether those properties work in both (browsers ignore
 * `@property` rules in a shadow root's stylesheet).
 *
 * `widgetLook` runs in the page and is plain, self-contained JavaScript: Playwright and Puppeteer
 * (the Firefox suite) both serialise it.
 */
import { expect } from '@playwright/test';

export interface WidgetLook {
  /** Whether the measured widget is inside a shadow root. */
  inShadowRoot: boolean;
  /** One line per element: `tag[data-slot]` and its computed values. */
  elements: string[];
  /** The focused control (the deepest `activeElement`), when it is inside the widget. */
  focused: string | null;
}

export function widgetLook(): WidgetLook {
  const FRAME = '[data-slot="widget-frame"]';
  const find = (root: Document | ShadowRoot): Element | null => {
    const here = root.querySelector(FRAME);
    if (here) return here;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot) : null;
      if (inner) return inner;
    }
    return null;
  };
  const frame = find(document);
  if (!frame) throw new Error('widgetLook: no widget frame on the page');
  // A focus ring that fades in is measured at its end.
  for (const animation of frame.getAnimations({ subtree: true })) {
    if (animation instanceof CSSTransition) animation.finish();
  }
  const describe = (element: Element) => `${element.tagName.toLowerCase()}[${element.getAttribute('data-slot') ?? ''}]`;
  const lookOf = (element: Element) => {
    const style = getComputedStyle(element);
    const sides = ['top', 'right', 'bottom', 'left'].map(
      (side) => `${style.getPropertyValue(`border-${side}-style`)} ${style.getPropertyValue(`border-${side}-width`)}`,
    );
    return [
      describe(element),
      `border ${sides.join(', ')} ${style.borderTopColor}`,
      `shadow ${style.boxShadow}`,
      `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      `weight ${style.fontWeight}`,
      `leading ${style.lineHeight}`,
      `duration ${style.transitionDuration}`,
    ].join(' | ');
  };
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return {
    inShadowRoot: frame.getRootNode() instanceof ShadowRoot,
    elements: [frame, ...frame.querySelectorAll('*')].map(lookOf),
    focused: active && frame.contains(active) ? lookOf(active) : null,
  };
}

/**
 * What the bug took away, for checks that a look is not blank: whether some element draws a
 * border, and whether some element shows a ring (a box-shadow layer with a colour and a size, or
 * an outline). Tailwind's unset layers (`rgba(0, 0, 0, 0) 0px 0px 0px 0px`) do not count.
 */
export function drawn(look: WidgetLook): { borders: boolean; rings: boolean } {
  const field = (line: string, name: string) => new RegExp(`\\| ${name} ([^|]*)`).exec(line)?.[1]?.trim() ?? '';
  const transparent = (color: string) => color === 'transparent' || /^rgba\([^)]*,\s*0\)$/.test(color);
  const ring = (line: string) => {
    const [style = 'none', width = '0', ...color] = field(line, 'outline').split(' ');
    if (style !== 'none' && Number.parseFloat(width) > 0 && !transparent(color.join(' '))) return true;
    const shadow = field(line, 'shadow');
    return (
      shadow !== 'none' &&
      shadow.split(/,(?![^(]*\))/).some((layer) => {
        const color = /(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)/.exec(layer)?.[0] ?? '';
        const lengths = (layer.replace(color, '').match(/-?[\d.]+px/g) ?? []).map((length) => Math.abs(Number.parseFloat(length)));
        return color !== '' && !transparent(color) && lengths.some((length) => length > 0);
      })
    );
  };
  return {
    borders: look.elements.some((line) => /^(solid|dashed|dotted|double) [1-9]/.test(field(line, 'border'))),
    rings: look.elements.some(ring),
  };
}

/**
 * The widget's looks state by state, in a shadow root and in the light DOM, are the same — and
 * not two blank widgets: the light DOM draws borders in every state, and a ring where a control
 * is focused.
 */
export function expectSameLooks(looks: { shadow: WidgetLook[]; light: WidgetLook[] }): void {
  expect(looks.shadow.map((look) => look.inShadowRoot)).toEqual(looks.shadow.map(() => true));
  expect(looks.light.map((look) => look.inShadowRoot)).toEqual(looks.light.map(() => false));
  for (const look of looks.light) expect(drawn(look)).toEqual({ borders: true, rings: look.focused !== null });
  const strip = ({ elements, focused }: WidgetLook) => ({ elements, focused });
  expect(looks.shadow.map(strip)).toEqual(looks.light.map(strip));
}
