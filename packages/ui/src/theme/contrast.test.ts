import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { themeToVariables } from './presentation';
import { darkTheme, defaultTheme } from './themes';

/*
 * WCAG 2.2 contrast of the default themes, measured on the CSS variables the components read
 * (docs/accessibility.md prints the table this logs). Every colour is a `#rrggbb` (the test
 * fails otherwise), so the WCAG 2 formula needs no colour library: relative luminance of sRGB.
 */

const stylesheet = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles.css'), 'utf8');

/** The stylesheet's defaults (`.portico { --portico-…: … }`): the widget with no theme at all. */
const defaults: Record<string, string> = Object.fromEntries(
  [...stylesheet.matchAll(/(--portico-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
);

type Palette = Record<string, string>;

const PALETTES: [name: string, palette: Palette][] = [
  ['no theme (styles.css)', defaults],
  ['defaultTheme', { ...defaults, ...themeToVariables(defaultTheme) }],
  ['darkTheme', { ...defaults, ...themeToVariables(darkTheme) }],
];

/** A variable's colour, following `var(--…)` (the focus ring is the text colour by default). */
function colour(palette: Palette, name: string): string {
  let value = palette[`--portico-${name}`];
  for (let depth = 0; value?.startsWith('var(') && depth < 5; depth++) value = palette[value.slice(4, -1).trim()];
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--portico-${name} is ${value ?? 'unset'}, not a #rrggbb colour`);
  return value;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface Pair {
  /** The variable in front (text, an edge, the ring) and the one it sits on, without `--portico-`. */
  front: string;
  back: string;
  /** 4.5 (1.4.3, text: the widget's text is under 18.66 px bold) or 3 (1.4.11, controls and the focus ring). */
  minimum: 4.5 | 3 | null;
  where: string;
}

const PAIRS: Pair[] = [
  // 1.4.3 Contrast (Minimum): text.
  { front: 'color-primary', back: 'container-background', minimum: 4.5, where: 'titles, labels, body text, ghost and link buttons' },
  { front: 'color-secondary', back: 'container-background', minimum: 4.5, where: 'descriptions, helper text, inactive tabs, the divider word' },
  { front: 'input-text', back: 'input-background', minimum: 4.5, where: 'what is typed in a field' },
  { front: 'input-placeholder', back: 'input-background', minimum: 4.5, where: 'placeholders' },
  { front: 'input-text', back: 'color-subtle', minimum: 4.5, where: 'read-only fields (the email on the password screen)' },
  { front: 'color-primary', back: 'color-accent', minimum: 4.5, where: 'info alerts, the Last used badge, hovered outline buttons' },
  { front: 'button-primary-text', back: 'button-primary-background', minimum: 4.5, where: 'primary buttons' },
  { front: 'button-secondary-text', back: 'button-secondary-background', minimum: 4.5, where: 'outline buttons (social, Resend, …)' },
  { front: 'color-error', back: 'container-background', minimum: 4.5, where: 'field errors, error alerts and toasts' },
  { front: 'destructive-foreground', back: 'color-error', minimum: 4.5, where: 'the destructive button (delete a passkey)' },
  { front: 'color-error', back: 'color-accent', minimum: 4.5, where: 'a list row’s removal (Remove, Delete, Revoke), hovered' },
  { front: 'color-success', back: 'container-background', minimum: 4.5, where: 'met password rules, success toasts' },
  { front: 'color-warning', back: 'container-background', minimum: 4.5, where: 'warnings' },
  // 1.4.11 Non-text Contrast: what identifies a control or its state, and the focus indicator.
  { front: 'input-border', back: 'input-background', minimum: 3, where: 'field and passcode-slot edges (inside)' },
  { front: 'input-border', back: 'container-background', minimum: 3, where: 'field and passcode-slot edges (outside)' },
  { front: 'ring', back: 'container-background', minimum: 3, where: 'the focus ring (its offset gap is the container colour)' },
  { front: 'button-primary-background', back: 'container-background', minimum: 3, where: 'a primary button’s extent' },
  { front: 'color-primary', back: 'container-background', minimum: 3, where: 'the selected tab’s underline' },
  { front: 'color-error', back: 'container-background', minimum: 3, where: 'an invalid field’s edge, weak strength-meter segments' },
  { front: 'color-success', back: 'container-background', minimum: 3, where: 'strong strength-meter segments' },
  // Measured, no minimum: WCAG exempts inactive controls and decoration.
  // A button with a text label is identified by its label (Understanding 1.4.11: no boundary
  // needed); defaultTheme keeps Stytch v6's #adbcc5 edge, at 1.95:1 (docs/accessibility.md).
  { front: 'button-secondary-border', back: 'container-background', minimum: null, where: 'outline-button edges (labelled: exempt)' },
  { front: 'button-disabled-text', back: 'button-disabled-background', minimum: null, where: 'disabled buttons (inactive: exempt)' },
  { front: 'container-border', back: 'container-background', minimum: null, where: 'the card’s edge (decoration: exempt)' },
];

const rows: string[] = [];

describe.each(PALETTES)('%s', (name, palette) => {
  it.each(PAIRS.filter((pair) => pair.minimum !== null))('has --portico-$front on --portico-$back at $minimum:1 or more ($where)', (pair) => {
    const ratio = contrast(colour(palette, pair.front), colour(palette, pair.back));
    expect(ratio, `${name}: ${pair.front} on ${pair.back}`).toBeGreaterThanOrEqual(pair.minimum!);
  });
});

it('measures every pair in every palette', () => {
  for (const pair of PAIRS) {
    const ratios = PALETTES.map(([, palette]) => contrast(colour(palette, pair.front), colour(palette, pair.back)).toFixed(2));
    rows.push(`| ${pair.where} | \`${pair.front}\` on \`${pair.back}\` | ${pair.minimum ? `${pair.minimum}:1` : '—'} | ${ratios.join(' | ')} |`);
  }
  expect(rows).toHaveLength(PAIRS.length);
});

afterAll(() => {
  // The table of docs/accessibility.md (`npx vitest run src/theme/contrast.test.ts` in packages/ui).
  console.log(
    [`| Where | Pair | Needs | ${PALETTES.map(([name]) => name).join(' | ')} |`, `|---|---|---|${PALETTES.map(() => '---').join('|')}|`, ...rows].join('\n'),
  );
});
