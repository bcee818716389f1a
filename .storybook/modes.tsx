import type { Decorator, Preview, ReactRenderer, StoryContext } from '@storybook/react-vite';
import type { PartialStoryFn } from 'storybook/internal/types';
import axe from 'axe-core';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import * as catalogs from '../packages/ui/src/messages';
import { MessagesProvider, SHIPPED_CATALOGS, en, enConfigErrors, enScreens, enCrypto, enIdentityProvider, enMfa, enPasskeys, enPasswordStrength, enSecondFactors, enUrlLogin, enAccount, enAccountAccess, enUserButton, pseudoLong, pseudoRtl, type CatalogId, type Messages } from '../packages/ui/src/messages';
import { themeToVariables } from '../packages/ui/src/theme/presentation';
import { darkTheme } from '../packages/ui/src/theme/themes';

/*
 * The modes every story can be rendered in (docs/accessibility.md): theme, direction, locale and
 * a 320 px viewport. Designers flip them in the toolbar (globals); the story test run
 * (`npm run test:stories`, `modeMatrix` set by vitest.storybook.config.ts) checks every story in
 * three of their combinations, after its play function, in `checkModeMatrix` below.
 */

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Locale = CatalogId;

export interface Mode {
  theme: Theme;
  dir: Direction;
  locale: Locale;
}

/**
 * What a story's file can say about the modes (`parameters.modes`):
 * - `theme: 'own'`: the story sets its own colours (`styles` colours, a `presentation` theme):
 *   it is not recoloured dark, it is checked in its own theme.
 * - `locale: 'args'`: the story renders a widget that takes `messages` and `locale` props (a
 *   widget has its own catalog provider): the locale reaches it through its args.
 * - `locale: 'own'`: the story renders a catalog of its own (the Spanish and Portuguese stories).
 */
export interface ModeParameters {
  theme?: 'own';
  locale?: 'args' | 'own';
}

// English whole: the words every first load carries, and the sections that load with their screens.
/** Every shipped catalog, by id (`pt-BR` → the `ptBR` export), and the pseudo-locales. */
export const CATALOGS = Object.fromEntries([
  ['en', { ...en, ...enScreens, ...enConfigErrors, ...enPasswordStrength, ...enIdentityProvider, ...enMfa, ...enSecondFactors, ...enCrypto, ...enPasskeys, ...enUrlLogin, ...enAccount, ...enAccountAccess, ...enUserButton }],
  ...SHIPPED_CATALOGS.map((id) => [
    id,
    id === 'en-XA' ? pseudoLong : id === 'ar-XB' ? pseudoRtl : (catalogs as unknown as Record<string, Messages>)[id.replace(/-(\w)/g, (_, first: string) => first.toUpperCase())],
  ]),
]) as Record<Locale, Messages>;
const LOCALES = Object.keys(CATALOGS) as Locale[];
/** A catalog's name in its own language (`Deutsch`, `العربية`), for the toolbar. */
const nativeName = (id: string) =>
  id === 'en-XA' ? 'Pseudo (accented, longer)' : id === 'ar-XB' ? 'Pseudo (right to left)' : (new Intl.DisplayNames([id], { type: 'language' }).of(id) ?? id);

/** The page around a dark widget: the theme's own background, the hardest case for its text. */
export const DARK_PAGE = darkTheme.background!;

/** `darkTheme` as `presentation={{ theme: darkTheme }}` sets it, for every widget root inside. */
const DARK_CSS = `[data-story-theme='dark'] .portico{${Object.entries(themeToVariables(darkTheme))
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`;

export const globalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Widget theme (darkTheme as presentation sets it)',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light (default)' },
        { value: 'dark', title: 'Dark (darkTheme)' },
      ],
      dynamicTitle: true,
    },
  },
  dir: {
    description: 'Text direction of the page around the widget',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left (dir="rtl")' },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Shipped catalog (play functions are written in English)',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: LOCALES.map((id) => ({ value: id, title: `${nativeName(id)} (${id})` })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = {
  theme: 'light',
  dir: 'ltr',
  locale: 'en',
  // Set by vitest.storybook.config.ts only: the test run's checks in every mode.
  modeMatrix: false,
};

/** The viewport toolbar gains the reflow width (WCAG 1.4.10: 320 CSS px, i.e. 1280 px at 400 %). */
export const REFLOW_VIEWPORT = { width: 320, height: 640 };
export const viewportOptions = {
  reflow320: {
    name: 'Reflow: 320 × 640 (400 % zoom)',
    styles: { width: `${REFLOW_VIEWPORT.width}px`, height: `${REFLOW_VIEWPORT.height}px` },
    type: 'mobile',
  },
  zoom200: { name: '200 % zoom of 1280 × 800 (640 × 400)', styles: { width: '640px', height: '400px' }, type: 'mobile' },
};

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const modeOfGlobals = (globals: Record<string, unknown>): Mode => ({
  theme: pick(globals.theme, ['light', 'dark'], 'light'),
  dir: pick(globals.dir, ['ltr', 'rtl'], 'ltr'),
  locale: pick(globals.locale, LOCALES, 'en'),
});

/* The test run's switches, over the globals: a store, so switching re-renders without a remount. */
let override: Partial<Mode> = {};
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getOverride = () => override;

function setOverride(next: Partial<Mode>) {
  override = next;
  flushSync(() => listeners.forEach((listener) => listener()));
}

/** Every story starts in the globals' mode. */
export function resetModeOverride() {
  override = {};
}

/** The story's `parameters.modes`; a story whose args give a catalog keeps it (`locale: 'own'`). */
function modeParameters(context: StoryContext): ModeParameters {
  const own = (context.parameters.modes as ModeParameters | undefined) ?? {};
  const args = context.initialArgs as { messages?: unknown; locale?: unknown };
  return args.messages !== undefined || args.locale !== undefined ? { ...own, locale: 'own' } : own;
}

function ModeRoot({ Story, context }: { Story: PartialStoryFn<ReactRenderer>; context: StoryContext }) {
  const current = useSyncExternalStore(subscribe, getOverride, getOverride);
  const mode = { ...modeOfGlobals(context.globals), ...current };
  const own = modeParameters(context);
  const theme = own.theme === 'own' ? 'light' : mode.theme;
  const catalog = CATALOGS[mode.locale];
  const viaArgs = own.locale === 'args' && mode.locale !== 'en';
  // The page follows the theme: text outside a card (primitives) sits on it.
  useLayoutEffect(() => {
    if (theme !== 'dark') return;
    const { style } = document.body;
    const before = [style.backgroundColor, style.colorScheme] as const;
    style.backgroundColor = DARK_PAGE;
    style.colorScheme = 'dark';
    return () => {
      [style.backgroundColor, style.colorScheme] = before;
    };
  }, [theme]);
  return (
    <div data-story-mode="" data-story-theme={theme} dir={mode.dir} lang={mode.locale}>
      <style>{DARK_CSS}</style>
      {/* The mode's direction as a host's `dir`: it wins over the language's, in nested widgets too. */}
      <MessagesProvider messages={catalog} locale={mode.locale} dir={mode.dir}>
        {Story({ args: viaArgs ? { ...context.args, messages: catalog, locale: mode.locale } : context.args })}
      </MessagesProvider>
    </div>
  );
}

export const withMode: Decorator = (Story, context) => <ModeRoot Story={Story} context={context} />;

/* ---------------------------------------------------------------- the test run's matrix */

/** Hooks a vitest setup file (.storybook/vitest.setup.ts) installs: absent in Storybook itself. */
export interface StoryTestHooks {
  viewport(width: number, height: number): Promise<void>;
  emulateMedia(media: { reducedMotion?: 'reduce' | 'no-preference' | null }): Promise<void>;
}

export const storyTestHooks = (): StoryTestHooks | undefined => (globalThis as { __storyTestHooks?: StoryTestHooks }).__storyTestHooks;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The checks, in order, after the play function: the third is the a11y addon's own axe run. */
export const MATRIX: { label: string; mode: Mode; viewport: 'default' | 'reflow'; axe: 'here' | 'addon' | 'none' }[] = [
  { label: 'light · ltr · en · 1200 × 900', mode: { theme: 'light', dir: 'ltr', locale: 'en' }, viewport: 'default', axe: 'here' },
  // Arabic, right to left (its own direction; axe in Arabic), and the pseudo-locale's longer words
  // at the reflow width: what breaks first in another language.
  { label: 'dark · rtl · ar · 320 × 640', mode: { theme: 'dark', dir: 'rtl', locale: 'ar' }, viewport: 'reflow', axe: 'here' },
  { label: 'light · rtl · he · 320 × 640', mode: { theme: 'light', dir: 'rtl', locale: 'he' }, viewport: 'reflow', axe: 'here' },
  // Long words (German, Finnish) and a script without spaces (Japanese): reflow only.
  { label: 'light · ltr · de · 320 × 640', mode: { theme: 'light', dir: 'ltr', locale: 'de' }, viewport: 'reflow', axe: 'none' },
  { label: 'light · ltr · fi · 320 × 640', mode: { theme: 'light', dir: 'ltr', locale: 'fi' }, viewport: 'reflow', axe: 'none' },
  { label: 'light · ltr · ja · 320 × 640', mode: { theme: 'light', dir: 'ltr', locale: 'ja' }, viewport: 'reflow', axe: 'none' },
  // Last: the a11y addon's own axe run sees the state the matrix leaves.
  { label: 'light · ltr · en-XA · 320 × 640', mode: { theme: 'light', dir: 'ltr', locale: 'en-XA' }, viewport: 'reflow', axe: 'addon' },
];

interface A11yParameters {
  disable?: boolean;
  test?: string;
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/** axe as the a11y addon runs it (its config and options, `region` off, Storybook's own UI left out). */
async function axeViolations(parameters: A11yParameters): Promise<axe.Result[]> {
  axe.reset();
  axe.configure({ ...parameters.config, rules: [{ id: 'region', enabled: false }, ...(parameters.config?.rules ?? [])] });
  const results = await axe.run(
    { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] } as axe.ElementContext,
    // Violations in full, the rest summarised: the same checks, less to collect.
    { ...parameters.options, resultTypes: ['violations'] },
  );
  return results.violations;
}

const describeViolations = (violations: axe.Result[]) =>
  violations
    .map((violation) => `  ${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`)
    .join('\n');

/** The first element that sticks out of the viewport sideways, for the failure message. */
function culprit(canvas: HTMLElement): string {
  const width = document.documentElement.clientWidth;
  for (const element of canvas.querySelectorAll<HTMLElement>('*')) {
    const { left, right } = element.getBoundingClientRect();
    if (right > width + 0.5 || left < -0.5) {
      const slot = element.closest('[data-slot]')?.getAttribute('data-slot');
      return ` (${element.tagName.toLowerCase()}${slot ? ` in [data-slot=${slot}]` : ''} spans ${Math.round(left)}–${Math.round(right)} px)`;
    }
  }
  return '';
}

/** 1.4.10 Reflow: nothing scrolls sideways at 320 px, the page or the story. */
function overflowNow(canvas: HTMLElement): string | null {
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth) {
    return `the page is ${page.scrollWidth} px wide in a ${page.clientWidth} px viewport${culprit(canvas)}`;
  }
  for (const element of [canvas, canvas.querySelector<HTMLElement>('[data-story-mode]')]) {
    if (element && element.scrollWidth > element.clientWidth) {
      return `the story root is ${element.scrollWidth} px wide in ${element.clientWidth} px${culprit(canvas)}`;
    }
  }
  return null;
}

/**
 * The same, once layout has settled: input-otp measures the room beside the passcode field once a
 * second (it widens its hidden input by 40 px to push a password manager's badge out of the
 * slots, when there is room), so right after the viewport shrinks it can overflow for up to 1 s.
 */
async function horizontalOverflow(canvas: HTMLElement): Promise<string | null> {
  const settleBy = performance.now() + 1500;
  let overflow = overflowNow(canvas);
  while (overflow && canvas.querySelector('[data-input-otp]') && performance.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    overflow = overflowNow(canvas);
  }
  return overflow;
}

/** Scripts whose lines break between characters (no spaces between words): no word check. */
const BREAKS_BETWEEN_CHARACTERS = /^(ja|zh|ko|th)\b/;
/**
 * What may break anywhere: an address, a URL, a number, a token (`overflow-wrap: anywhere` in
 * styles.css is for them); and a word may break after its hyphen.
 */
const MAY_BREAK = /[@/:.\d_]/;
// Separators: spaces, hyphens and dashes (a line may break after them), and the pseudo-locale's padding (·).
const WORDS = /[^\s\-\u2010\u2013\u2014\u00ad\u200b\u00b7]+/g;

/** The visible text nodes of the story: not in Storybook's UI, not in a visually hidden box. */
function* visibleTextNodes(canvas: HTMLElement): Generator<Text> {
  const walker = document.createTreeWalker(canvas, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim() || parent.closest(STORYBOOK_UI) || parent.closest('select, option, style, script')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    const box = parent.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only): never wraps
    yield node as Text;
  }
}

/**
 * No word broken across lines ('WhatsAp' / 'p'): each word's boxes sit on one line. A word that
 * wraps has boxes on two lines; a word in two scripts (bidi runs) has two boxes on one line.
 */
function brokenWord(canvas: HTMLElement, locale: string): string | null {
  if (BREAKS_BETWEEN_CHARACTERS.test(locale)) return null;
  const range = document.createRange();
  for (const node of visibleTextNodes(canvas)) {
    for (const match of node.nodeValue!.matchAll(WORDS)) {
      const word = match[0];
      if (word.length < 2 || MAY_BREAK.test(word)) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      const first = boxes[0];
      if (first && boxes.some((box) => box.top >= first.bottom - 1)) {
        const slot = node.parentElement!.closest('[data-slot]')?.getAttribute('data-slot');
        return `the word "${word}" is broken across lines in <${node.parentElement!.tagName.toLowerCase()}>${slot ? ` in [data-slot=${slot}]` : ''}`;
      }
    }
  }
  return null;
}

/** No clipped text: an element that hides its overflow holds all its text. */
function clippedText(canvas: HTMLElement): string | null {
  const seen = new Set<Element>();
  for (const node of visibleTextNodes(canvas)) {
    for (let element = node.parentElement; element && element !== canvas && !seen.has(element); element = element.parentElement) {
      seen.add(element);
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      // Scrolling on purpose (a list, a dialog's body) is not clipping.
      if (/auto|scroll/.test(style.overflowX + style.overflowY)) continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
        const slot = element.closest('[data-slot]')?.getAttribute('data-slot');
        return `<${element.tagName.toLowerCase()}>${slot ? ` in [data-slot=${slot}]` : ''} clips its text ("${(element.textContent ?? '').trim().slice(0, 40)}": ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`;
      }
    }
  }
  return null;
}

/** The mode really reached the story: its widget roots say the locale, and are dark. */
function modeNotApplied(canvas: HTMLElement, mode: Mode, own: ModeParameters): string | null {
  if (own.locale !== 'own') {
    for (const frame of canvas.querySelectorAll<HTMLElement>('[data-slot="widget-frame"]')) {
      // English is the widgets' own default: a widget given no locale has no `lang` of its own.
      if (frame.lang !== mode.locale && !(mode.locale === 'en' && frame.lang === '')) return `a widget frame has lang="${frame.lang}", not ${mode.locale}: the catalog did not reach it`;
    }
  }
  for (const frame of canvas.querySelectorAll<HTMLElement>('[data-slot="widget-frame"]')) {
    const direction = getComputedStyle(frame).direction;
    if (direction !== mode.dir) return `a widget frame is ${direction}, not ${mode.dir}: the direction did not reach it`;
  }
  if (own.theme !== 'own' && mode.theme === 'dark') {
    for (const root of canvas.querySelectorAll<HTMLElement>('.portico')) {
      const background = getComputedStyle(root).getPropertyValue('--portico-container-background').trim();
      if (background !== darkTheme.background) return `a .portico root has the background ${background}, not darkTheme's`;
    }
  }
  return null;
}

/* ---------------------------------------------------------------- ids and names */

/** Storybook's own UI in the page: not the story's. */
const STORYBOOK_UI = '.sb-wrapper, #storybook-docs, #storybook-highlights-root';

/** The document and every open shadow root inside it: each is a scope of its own for ids. */
function treeScopes(root: Document | ShadowRoot = document): (Document | ShadowRoot)[] {
  const scopes: (Document | ShadowRoot)[] = [root];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) scopes.push(...treeScopes(element.shadowRoot));
  }
  return scopes;
}

/** An element as the failure names it: its tag, its telling attributes, its slot and its scope. */
function describeElement(element: Element): string {
  const attributes = ['id', 'type', 'name', 'aria-label', 'data-slot']
    .filter((name) => element.hasAttribute(name))
    .map((name) => ` ${name}="${element.getAttribute(name)}"`)
    .join('');
  const slot = element.parentElement?.closest('[data-slot]')?.getAttribute('data-slot');
  const shadow = element.getRootNode() instanceof ShadowRoot ? ' (in a shadow root)' : '';
  return `<${element.tagName.toLowerCase()}${attributes}>${slot ? ` in [data-slot=${slot}]` : ''}${shadow}`;
}

/** Controls that are buttons: they need an id that is unique, not a name. */
const BUTTON_INPUT_TYPES = new Set(['button', 'submit', 'reset', 'image']);

/**
 * Every control on every screen (docs/accessibility.md): ids unique in their document or shadow
 * root (a label, `aria-describedby` or `aria-controls` names one element), and every input,
 * select and textarea has a `name` or an `autocomplete` token (what autofill and password
 * managers go by). Buttons need no name. Returns what is wrong, one line per element.
 */
export function idAndNameProblems(): string[] {
  const problems: string[] = [];
  for (const scope of treeScopes()) {
    const byId = new Map<string, Element[]>();
    for (const element of scope.querySelectorAll('[id]')) {
      if (element.closest(STORYBOOK_UI) || element.closest('head')) continue;
      byId.set(element.id, [...(byId.get(element.id) ?? []), element]);
    }
    for (const [id, elements] of byId) {
      if (elements.length > 1) problems.push(`id "${id}" is on ${elements.length} elements: ${elements.map(describeElement).join(', ')}`);
    }
    for (const control of scope.querySelectorAll('input, select, textarea')) {
      if (control.closest(STORYBOOK_UI)) continue;
      if (control instanceof HTMLInputElement && BUTTON_INPUT_TYPES.has(control.type)) continue;
      if (!control.getAttribute('name') && !control.getAttribute('autocomplete')) {
        problems.push(`${describeElement(control)} has neither a name nor an autocomplete token`);
      }
    }
  }
  return problems;
}

/** After every story's play function, in the test run: `idAndNameProblems`, failing the story. */
export function checkIdsAndNames(): void {
  if (!storyTestHooks()) return;
  const problems = idAndNameProblems();
  if (problems.length > 0) throw new Error(`Ids and names (docs/accessibility.md):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}

/**
 * The stories the matrix checks: screens and widgets, whose words come from the catalogs. The
 * primitives and social buttons are given their strings as props (a locale sets only `lang`
 * around them), and every screen's story checks them again, in place, in every mode.
 */
const IN_THE_MATRIX = (title: string) => !/^(Primitives|Social)\//.test(title);

/**
 * The test run: after the play function (which speaks English, at the default size), the story
 * is switched, without a remount, through `MATRIX`: axe and the reflow check in each. Whatever
 * state the play function left (an error shown, a field filled) is what is checked each time.
 */
export async function checkModeMatrix(context: StoryContext): Promise<void> {
  const hooks = storyTestHooks();
  if (context.globals.modeMatrix !== true || !hooks || !IN_THE_MATRIX(context.title)) return;
  const a11y = (context.parameters.a11y ?? {}) as A11yParameters;
  const axeOn = a11y.disable !== true && a11y.test !== 'off';
  const own = modeParameters(context);
  const failures: string[] = [];
  const rendered = modeOfGlobals(context.globals);
  for (const check of MATRIX) {
    if (check.viewport === 'reflow' && window.innerWidth !== REFLOW_VIEWPORT.width) {
      await hooks.viewport(REFLOW_VIEWPORT.width, REFLOW_VIEWPORT.height);
    }
    // The first check is usually the mode the story was rendered in: nothing to switch.
    if (Object.entries(check.mode).some(([key, value]) => rendered[key as keyof Mode] !== value)) {
      setOverride(check.mode);
      Object.assign(rendered, check.mode);
      await nextFrame();
    }
    const notApplied = modeNotApplied(context.canvasElement, check.mode, own);
    if (notApplied) failures.push(`${check.label}: ${notApplied}`);
    if (check.viewport === 'reflow') {
      const overflow = await horizontalOverflow(context.canvasElement);
      if (overflow) failures.push(`${check.label}: reflow: ${overflow}`);
      const broken = brokenWord(context.canvasElement, check.mode.locale);
      if (broken) failures.push(`${check.label}: reflow: ${broken}`);
      const clipped = clippedText(context.canvasElement);
      if (clipped) failures.push(`${check.label}: reflow: ${clipped}`);
    }
    if (axeOn && check.axe === 'here') {
      const violations = await axeViolations(a11y);
      if (violations.length > 0) failures.push(`${check.label}: axe:\n${describeViolations(violations)}`);
    }
  }
  if (failures.length > 0) throw new Error(`Mode matrix (docs/accessibility.md):\n${failures.join('\n')}`);
}
