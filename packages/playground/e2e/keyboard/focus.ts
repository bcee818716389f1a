/**
 * Keyboard-only helpers for keyboard.spec.ts: move the focus with Tab and check, at every control
 * the focus lands on inside the widget, that something visibly changed (a focus indicator); check
 * that a screen change moves the focus to the new screen; check that errors and status messages
 * are announced.
 *
 * How a focus indicator is measured: before each key press the outline and box-shadow of every
 * element of the widget are recorded (CSS transitions finished first, so a ring that fades in is
 * measured at its end); after it, the focused control, an ancestor (a `:focus-within` ring, as
 * around the phone field's country picker) or a part of its group (the passcode's digit boxes)
 * must have gained a visible outline or box-shadow — on an element that is itself visible (not
 * `opacity: 0`, as the native country `<select>` under its drawn box is). Removing a control's
 * focus ring makes this fail.
 */
import { expect, test, type ElementHandle, type Locator, type Page } from '@playwright/test';

const WIDGET = '[data-slot="widget-frame"]';

/** What a test measured, reported in its annotations (summed for docs/accessibility.md). */
export interface KeyboardTally {
  /** Distinct widget controls whose focus indicator was checked. */
  controls: Set<string>;
  /** Focus checks made (a control reached twice counts twice). */
  indicatorChecks: number;
  /** Screen changes after which the focus was checked. */
  screenChanges: number;
  /** Announcements checked (errors, 'Code sent', toasts, expiry). */
  announcements: number;
}

const tallies = new WeakMap<Page, KeyboardTally>();

export function tallyOf(page: Page): KeyboardTally {
  let tally = tallies.get(page);
  if (!tally) {
    tally = { controls: new Set(), indicatorChecks: 0, screenChanges: 0, announcements: 0 };
    tallies.set(page, tally);
  }
  return tally;
}

interface FocusReport {
  /** The focused element inside the widget (or false: the host page, the body). */
  inWidget: boolean;
  /** A short description of the focused element, for messages. */
  description: string;
  /** Whether a visible focus indicator appeared on it (or its ancestor or group). */
  indicator: boolean;
  /** What changed, for a failure message. */
  changes: string[];
  /** Whether the focused element is the target handed in. */
  isTarget: boolean;
  /** The target handed in is no longer in the document (its screen re-rendered): look it up again. */
  targetGone: boolean;
}

/**
 * Runs in the page: finishes CSS transitions, records every widget element's outline and
 * box-shadow, and (when `report`) says what changed since the last recording around the
 * focused element. Plain JavaScript only: Playwright serialises it into the page.
 */
function measureFocus([targetArgument, report]: [unknown, boolean]): FocusReport | null {
  const target = targetArgument as Element | null;
  type Store = { styles: WeakMap<Element, string> };
  const win = window as unknown as { __porticoKeyboard?: Store };
  const deepActive = (): Element | null => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };
  // Records every text a live region is given from now on (a 'Code sent' lasts two seconds).
  const record = window as unknown as { __porticoAnnounced?: string[] };
  if (!record.__porticoAnnounced) {
    const announced: string[] = [];
    record.__porticoAnnounced = announced;
    const live = '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])';
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = node?.closest(live);
        const text = region?.textContent?.trim();
        if (text && announced.at(-1) !== text) announced.push(text);
      }
    });
    Object.assign(record, { __porticoObserver: observer, __porticoObserved: new WeakSet<Node>() });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }
  // The widgets, in the document or in (open) shadow roots: an element's, or enableShadowDOM's.
  const frames: Element[] = [];
  const shadowRoots: ShadowRoot[] = [];
  const collect = (root: Document | ShadowRoot) => {
    frames.push(...root.querySelectorAll('[data-slot="widget-frame"]'));
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        shadowRoots.push(element.shadowRoot);
        collect(element.shadowRoot);
      }
    }
  };
  collect(document);
  // A shadow root's changes do not reach the document's observer: each is observed too.
  const observing = record as unknown as { __porticoObserver: MutationObserver; __porticoObserved: WeakSet<Node> };
  for (const root of shadowRoots) {
    if (observing.__porticoObserved.has(root)) continue;
    observing.__porticoObserved.add(root);
    observing.__porticoObserver.observe(root, { subtree: true, childList: true, characterData: true });
  }
  for (const frame of frames) {
    for (const animation of frame.getAnimations({ subtree: true })) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  }
  const elements = frames.flatMap((frame) => [frame, ...frame.querySelectorAll('*')]);
  const styleOf = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
  };
  const previous = win.__porticoKeyboard?.styles;
  const next = new WeakMap<Element, string>();
  for (const element of elements) next.set(element, styleOf(element));
  win.__porticoKeyboard = { styles: next };
  if (!report) return null;

  const focused = deepActive();
  const targetGone = target !== null && !target.isConnected;
  const frame = focused?.closest('[data-slot="widget-frame"]') ?? null;
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      (element.id ? (element.getRootNode() as Document | ShadowRoot).querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
      element.textContent?.trim().slice(0, 40) ??
      '';
    return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> "${name}"`;
  };
  if (!focused || !frame) {
    return { inWidget: false, description: focused ? describe(focused) : 'nothing', indicator: false, changes: [], isTarget: focused === target, targetGone };
  }
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    if (getComputedStyle(element).visibility === 'hidden') return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) === 0) return false;
    }
    return true;
  };
  // A visible indicator: an outline with a width and a colour, or a box-shadow with a layer that
  // has a colour and a size (Tailwind's unset ring layers are transparent and 0 px).
  const transparent = (color: string) => color === 'transparent' || /^rgba\([^)]*,\s*0\)$/.test(color);
  const shows = (style: string) => {
    const [outline, shadow] = style.split('|') as [string, string];
    const [outlineStyle, outlineWidth, ...outlineColor] = outline.split(' ');
    if (outlineStyle !== 'none' && Number.parseFloat(outlineWidth ?? '0') > 0 && !transparent(outlineColor.join(' '))) return true;
    if (shadow === 'none') return false;
    return shadow.split(/,(?![^(]*\))/).some((layer) => {
      const color = /(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)/.exec(layer)?.[0] ?? '';
      const lengths = (layer.replace(color, '').match(/-?[\d.]+px/g) ?? []).map((length) => Math.abs(Number.parseFloat(length)));
      return color !== '' && !transparent(color) && lengths.some((length) => length > 0);
    });
  };
  // The control, its ancestors inside the widget, and its group (what its grandparent holds).
  const group = focused.parentElement?.parentElement ?? focused;
  const candidates = new Set<Element>([focused, ...group.querySelectorAll('*')]);
  for (let node: Element | null = focused; node && node !== frame.parentElement; node = node.parentElement) candidates.add(node);
  const changes: string[] = [];
  let indicator = false;
  for (const element of candidates) {
    const before = previous?.get(element);
    const after = next.get(element);
    if (after === undefined || before === after) continue;
    if (!shows(after) || !visible(element)) continue;
    changes.push(`${describe(element)}: ${before ?? '(new)'} → ${after}`);
    indicator = true;
  }
  return { inWidget: true, description: describe(focused), indicator, changes, isTarget: focused === target, targetGone };
}

/** Whether `element` has the focus: the document's active element, or its shadow root's (in the page). */
function isDeepActive(element: Element): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === element;
}

/** Whether `element` has the focus or is marked invalid (in the page; self-contained). */
function isFocusedOrInvalid(element: Element): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === element || element.getAttribute('aria-invalid') === 'true';
}

/** Records the widget's current outlines and box-shadows: the unfocused state for the next key. */
export async function recordFocusStyles(page: Page): Promise<void> {
  await page.evaluate(measureFocus, [null, false] as [unknown, boolean]);
}

async function afterKey(page: Page, target: ElementHandle | null): Promise<FocusReport> {
  return (await page.evaluate(measureFocus, [target, true] as [unknown, boolean])) as FocusReport;
}

function checkIndicator(page: Page, report: FocusReport): void {
  if (!report.inWidget) return;
  expect(report.indicator, `a visible focus indicator on ${report.description} (changed: ${report.changes.join('; ') || 'nothing'})`).toBe(true);
  const tally = tallyOf(page);
  tally.controls.add(report.description);
  tally.indicatorChecks += 1;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times, checking
 * a visible focus indicator on every widget control the focus passes.
 */
export async function tabTo(page: Page, target: Locator, { max = 30, back = false }: { max?: number; back?: boolean } = {}): Promise<void> {
  let handle = await target.elementHandle();
  const passed: string[] = [];
  try {
    await recordFocusStyles(page);
    for (let press = 0; press < max; press++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const report = await afterKey(page, handle);
      checkIndicator(page, report);
      passed.push(report.description);
      if (report.isTarget) return;
      if (report.targetGone) {
        await handle.dispose();
        handle = await target.elementHandle();
        if (await handle.evaluate(isDeepActive)) return;
      }
    }
  } finally {
    await handle.dispose();
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} presses; the focus went: ${passed.join(' → ')}`);
}

/** Presses a key that moves the focus within a control group (arrows in tabs), checking the indicator where it lands. */
export async function pressAndCheckFocus(page: Page, key: string): Promise<void> {
  await recordFocusStyles(page);
  await page.keyboard.press(key);
  checkIndicator(page, await afterKey(page, null));
}

/**
 * After a screen change: the focus is on the new screen's title (an `h2` in the widget whose text
 * is `title`) — or, for a screen that puts the focus in the field the user came to fill (the
 * passcode, the password), in that field, which is then described by the screen's title or text
 * (`describedBy`, the title by default), so a screen reader still says where the user is.
 */
export async function expectScreenFocus(
  page: Page,
  title: string | RegExp,
  { field, describedBy }: { field?: Locator; describedBy?: string | RegExp } = {},
): Promise<void> {
  const heading = page.locator(WIDGET).getByRole('heading', { name: title });
  await expect(heading).toBeVisible();
  if (field) {
    await expect(field).toBeFocused();
    const text = describedBy ?? title;
    await expect(field).toHaveAccessibleDescription(text instanceof RegExp ? text : new RegExp(escapeRegExp(text)));
  } else {
    await expect(heading).toBeFocused();
  }
  tallyOf(page).screenChanges += 1;
}

/**
 * An announced message: `text` is inside a live region (role alert, status or log, or aria-live
 * other than off); and, with `field`, it is also the field's accessible description and the field
 * has the focus or is marked `aria-invalid`. `live: false` accepts the field's description alone
 * (feedback read with the field the user is typing in, as the password's strength details).
 */
export async function expectAnnounced(
  page: Page,
  text: string | RegExp,
  { field, live = true }: { field?: Locator; live?: boolean } = {},
): Promise<void> {
  if (field) {
    await expect(field).toHaveAccessibleDescription(text instanceof RegExp ? text : new RegExp(escapeRegExp(text)));
    await expect
      .poll(() => field.evaluate(isFocusedOrInvalid), {
        message: `the field described by "${text}" has the focus or is marked invalid`,
      })
      .toBe(true);
  }
  if (live || !field) {
    // In a live region now, or given to one since the last Tab (a message that has since gone).
    const regions = page.locator(LIVE).filter({ hasText: text });
    await expect
      .poll(
        async () =>
          (await regions.count()) > 0 ||
          (await page.evaluate(
            ([source, flags]) => {
              const pattern = new RegExp(source, flags);
              return ((window as unknown as { __porticoAnnounced?: string[] }).__porticoAnnounced ?? []).some((said) => pattern.test(said));
            },
            (text instanceof RegExp ? [text.source, text.flags] : [escapeRegExp(text), '']) as [string, string],
          )),
        { message: `"${text}" inside a live region` },
      )
      .toBe(true);
  }
  tallyOf(page).announcements += 1;
}

/** What live regions were given since the page's first Tab, in order (each change once). */
export async function announcedSoFar(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __porticoAnnounced?: string[] }).__porticoAnnounced ?? [])]);
}

/** Live regions: what a screen reader reads when its content changes. */
export const LIVE = '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Writes the test's figures into its annotations (the report sums them). */
export function annotateTally(page: Page): void {
  const tally = tallyOf(page);
  const info = test.info();
  info.annotations.push(
    { type: 'keyboard:controls', description: [...tally.controls].join('\n') },
    { type: 'keyboard:indicator-checks', description: String(tally.indicatorChecks) },
    { type: 'keyboard:screen-changes', description: String(tally.screenChanges) },
    { type: 'keyboard:announcements', description: String(tally.announcements) },
  );
}

