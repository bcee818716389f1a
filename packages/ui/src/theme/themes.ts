import type { PresentationTheme } from '@portico/core';

/*
 * Themes for Stytch v6's `presentation.theme`, as Stytch ships `defaultTheme`, `defaultDarkTheme`
 * and `shadcnTheme`. Plain objects: spread one to change a token, or pair two,
 * `theme: [defaultTheme, darkTheme]`, to follow the visitor's light or dark setting.
 */

/**
 * Portico's own colours (the styles.css defaults) as a theme: the light half of
 * `[defaultTheme, darkTheme]`. Colours only: fonts, sizes and radii stay as `styles` or the
 * defaults set them.
 */
export const defaultTheme: PresentationTheme = {
  'color-scheme': 'light',
  background: '#ffffff',
  foreground: '#19303d',
  primary: '#19303d',
  'primary-foreground': '#ffffff',
  muted: '#e5e8eb',
  'muted-foreground': '#5c727d',
  accent: '#ecfaff',
  border: '#adbcc5',
  'container-border': '#dce3e7',
  input: '#5c727d',
  ring: '#19303d',
  destructive: '#a01b1d',
  'destructive-foreground': '#ffffff',
  warning: '#8f4f00',
  success: '#0c5a56',
};

/**
 * A dark theme in Portico's navy. Every text colour is at least 4.5:1 against what it sits on,
 * and input borders, the focus ring, buttons and outline-button edges at least 3:1 against the
 * container (WCAG AA; theme/themes.test.ts checks it). Colours only, as `defaultTheme`.
 */
export const darkTheme: PresentationTheme = {
  'color-scheme': 'dark',
  background: '#0f1b22',
  foreground: '#e6edf0',
  primary: '#e6edf0',
  'primary-foreground': '#0f1b22',
  muted: '#22323b',
  'muted-foreground': '#9fb1ba',
  accent: '#1a2f3a',
  border: '#5f7884',
  'container-border': '#2b3e48',
  input: '#7d949f',
  ring: '#7cc7e8',
  destructive: '#ff8f86',
  'destructive-foreground': '#0f1b22',
  warning: '#f2b463',
  success: '#5fd1b8',
};

/**
 * For a page styled with shadcn/ui: the widget reads the page's own CSS variables
 * (`--background`, `--foreground`, `--primary`, `--radius`, `--font-sans`, `--spacing`, …), so it
 * follows the page's theme, its dark mode included, live. Where the page lacks one, Portico's
 * default applies. As Stytch's `shadcnTheme`, with those fallbacks; the colour scheme is the page's.
 */
export const shadcnTheme: PresentationTheme = {
  'color-scheme': 'shadcn',
  'font-family': 'var(--font-sans, ui-sans-serif, system-ui, sans-serif)',
  spacing: 'var(--spacing, 0.25rem)',
  'rounded-base': 'calc(var(--radius, 0.625rem) / 2.5)',
  'container-radius': 'var(--radius-xl, calc(var(--radius, 0.625rem) + 4px))',
  background: 'var(--background, #ffffff)',
  foreground: 'var(--foreground, #19303d)',
  primary: 'var(--primary, #19303d)',
  'primary-foreground': 'var(--primary-foreground, #ffffff)',
  muted: 'var(--muted, #e5e8eb)',
  'muted-foreground': 'var(--muted-foreground, #5c727d)',
  accent: 'var(--accent, #ecfaff)',
  border: 'var(--border, #adbcc5)',
  input: 'var(--input, #5c727d)',
  ring: 'var(--ring, #19303d)',
  destructive: 'var(--destructive, #a01b1d)',
  'destructive-foreground': '#ffffff',
  warning: '#8f4f00',
  success: '#0c5a56',
};
