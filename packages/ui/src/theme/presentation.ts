import {
  isPresentationValue,
  presentationProblems,
  type PresentationConfig,
  type PresentationTheme,
  type StyleConfig,
} from '@portico/core';
import type { CSSProperties } from 'react';
import { styleConfigToVariables } from './style-config';

type Variables = Record<string, string>;

/**
 * Each Stytch v6 theme token and the Portico variables (`--portico-…`) it sets (`token=name,name`;
 * a bare token sets the variable of its own name). A later token wins where two set one variable:
 * `container-border` over `border`, `button-radius` over what `rounded-base` gave. Tokens missing
 * here are accepted without effect (docs/theming.md). A string: the smallest table to ship.
 */
const TOKENS =
  'font-family spacing container-width ' +
  'background=container-background,input-background,button-secondary-background ' +
  'foreground=color-primary,input-text,button-secondary-text ' +
  'primary=button-primary-background,button-primary-border primary-foreground=button-primary-text ' +
  'muted=color-subtle,button-disabled-background,button-disabled-border ' +
  'muted-foreground=color-secondary,input-placeholder,button-disabled-text ' +
  'accent=color-accent border=container-border,button-secondary-border container-border input=input-border ring ' +
  'destructive=color-error destructive-foreground warning=color-warning success=color-success ' +
  'button-radius=button-primary-radius,button-secondary-radius input-radius container-radius';

/**
 * A v6 theme as Portico's CSS variables. Unset tokens set nothing (the widget's defaults, or what
 * `styles` gave, stay); values that are not usable CSS values are skipped.
 */
export function themeToVariables(theme: PresentationTheme | undefined, fallbackScheme?: 'light' | 'dark'): Variables {
  const variables: Variables = {};
  if (!theme || typeof theme !== 'object') return variables;
  const value = (token: keyof PresentationTheme) => (isPresentationValue(theme[token]) ? theme[token] : undefined);
  const scheme = theme['color-scheme'] ?? fallbackScheme;
  // `shadcn` sets none: the widget takes the page's.
  if (scheme === 'light' || scheme === 'dark') variables['--portico-color-scheme'] = scheme;
  // Stytch's radii: buttons and inputs twice `rounded-base`, the container six times.
  const base = value('rounded-base');
  if (base) {
    for (const name of ['button-primary-radius', 'button-secondary-radius', 'input-radius']) {
      variables[`--portico-${name}`] = `calc(${base} * 2)`;
    }
    variables['--portico-container-radius'] = `calc(${base} * 6)`;
  }
  for (const entry of TOKENS.split(' ')) {
    const [token, names = token] = entry.split('=') as [keyof PresentationTheme, string?];
    const set = value(token);
    if (set) for (const name of names.split(',')) variables[`--portico-${name}`] = set;
  }
  return variables;
}

/** How a widget root applies `styles` and `presentation`: inline variables, or a scoped stylesheet. */
export interface ThemeStyle {
  /** The root's inline style. */
  style: CSSProperties;
  /** With a `[light, dark]` pair: the rules to render in a `<style>`, for `[data-portico-theme="<scope>"]`. */
  css?: string;
}

/** Declarations for a rule, keeping only values that cannot reach beyond their own (`styles`' too). */
const declarations = (variables: Variables) =>
  Object.entries(variables)
    .filter(([, value]) => isPresentationValue(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

declare const process: { env: { NODE_ENV?: string } };
const warned = new Set<string>();

/**
 * `styles` and `presentation` together: where both set a variable, `presentation` wins. One
 * theme sets inline variables. A `[light, dark]` pair cannot (an inline style has no media
 * queries): it becomes CSS rules scoped to the widget root by `scope`, switched by
 * `prefers-color-scheme` with no script (so no flash, and the same markup on the server and in
 * the browser); `styles` goes in those rules too, under the pair's.
 */
export function themeStyle(styles: StyleConfig | undefined, presentation: PresentationConfig | undefined, scope: string): ThemeStyle {
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
    for (const { code, path } of presentationProblems(presentation)) {
      const message = `Portico: presentation.${path} is ignored (${code}); see docs/theming.md.`;
      if (!warned.has(message)) console.warn(message);
      warned.add(message);
    }
  }
  const base = styleConfigToVariables(styles) as Variables;
  const theme = presentation?.theme;
  if (!Array.isArray(theme)) return { style: { ...base, ...themeToVariables(theme as PresentationTheme | undefined) } };
  const root = `.portico[data-portico-theme="${scope}"]`;
  return {
    style: {},
    css:
      `${root}{${declarations(base)}}` +
      `@media not all and (prefers-color-scheme:dark){${root}{${declarations(themeToVariables(theme[0], 'light'))}}}` +
      `@media (prefers-color-scheme:dark){${root}{${declarations(themeToVariables(theme[1], 'dark'))}}}`,
  };
}
