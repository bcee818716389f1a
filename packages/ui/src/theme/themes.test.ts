import type { PresentationTheme } from '@portico/core';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeToVariables } from './presentation';
import { darkTheme, defaultTheme, shadcnTheme } from './themes';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Token = keyof PresentationTheme;

/** Text and what it sits on in the widget: WCAG AA asks 4.5:1 (the widget's text is small). */
const TEXT: [text: Token, on: Token, where: string][] = [
  ['foreground', 'background', 'titles, labels, input text'],
  ['foreground', 'accent', 'info alerts, the Last used badge, hovered outline buttons'],
  ['foreground', 'muted', 'read-only inputs'],
  ['muted-foreground', 'background', 'descriptions, helper text, placeholders'],
  ['primary-foreground', 'primary', 'primary buttons'],
  ['destructive', 'background', 'error messages'],
  ['destructive-foreground', 'destructive', 'the destructive button'],
  ['destructive', 'accent', 'a list row’s removal (Remove, Delete, Revoke), hovered'],
  ['success', 'background', 'met password rules, success toasts'],
  ['warning', 'background', 'warnings'],
];

/** Controls against the container: WCAG AA asks 3:1 of what identifies a control or its state. */
const CONTROLS: [control: Token, where: string][] = [
  ['input', 'input borders'],
  ['ring', 'the focus ring'],
  ['primary', 'primary buttons'],
];

const hex = (theme: PresentationTheme, token: Token) => {
  const value = theme[token];
  expect(value, token).toMatch(/^#[0-9a-f]{6}$/);
  return value as string;
};

describe.each([
  ['defaultTheme', defaultTheme],
  ['darkTheme', darkTheme],
])('%s', (_, theme) => {
  it.each(TEXT)('has %s on %s at 4.5:1 or more (%s)', (text, on) => {
    expect(contrast(hex(theme, text), hex(theme, on))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(CONTROLS)('has %s at 3:1 or more against the background (%s)', (control) => {
    expect(contrast(hex(theme, control), hex(theme, 'background'))).toBeGreaterThanOrEqual(3);
  });

  it('sets colours and the colour scheme only, so fonts, sizes and radii stay the host’s', () => {
    const variables = Object.keys(themeToVariables(theme));
    expect(variables.filter((name) => /font|radius|width|spacing|text-base/.test(name))).toEqual([]);
  });
});

describe('darkTheme', () => {
  it('draws outline buttons with an edge at 3:1 or more against the background', () => {
    expect(contrast(hex(darkTheme, 'border'), hex(darkTheme, 'background'))).toBeGreaterThanOrEqual(3);
  });
});

describe('defaultTheme', () => {
  it("is the stylesheet's own defaults", () => {
    const stylesheet = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles.css'), 'utf8');
    const defaults = Object.fromEntries([...stylesheet.matchAll(/(--portico-[\w-]+):\s*(#[0-9a-f]{6});/g)].map((match) => [match[1], match[2]]));
    const variables = themeToVariables(defaultTheme);
    const differing = Object.entries(variables).filter(([name, value]) => name in defaults && defaults[name] !== value);
    expect(differing).toEqual([]);
  });
});

describe('shadcnTheme', () => {
  it("reads the page's shadcn variables, with Portico's defaults where the page has none", () => {
    expect(shadcnTheme.background).toBe('var(--background, #ffffff)');
    expect(shadcnTheme.primary).toBe('var(--primary, #19303d)');
    expect(shadcnTheme['color-scheme']).toBe('shadcn');
    for (const [token, value] of Object.entries(shadcnTheme)) {
      if (value.startsWith('var(')) expect(value, token).toMatch(/^var\(--[\w-]+, .+\)$/);
    }
  });
});
