/**
 * Stytch v6's `presentation` prop (`@stytch/vanilla-js` v6: `PresentationConfig`), accepted next
 * to the v5 `styles` shape of spec §3. A Stytch v6 `presentation` object type-checks as one.
 */

/** A colour-scheme: `shadcn` takes the host page's (it sets none). */
export type PresentationColorScheme = 'light' | 'dark' | 'shadcn';

/**
 * Stytch v6's theme tokens, every one optional (a partial theme keeps the widget's defaults for
 * the rest). Values are CSS values: colours, lengths, `var(--…)` references. docs/theming.md
 * lists what each one sets and the few Portico accepts without effect.
 */
export interface PresentationTheme {
  'color-scheme'?: PresentationColorScheme;
  'font-family'?: string;
  /** Accepted, no effect: Portico shows no monospace text. */
  'font-family-mono'?: string;
  /** Accepted, no effect (as `text-base`): titles take `font-family`, and text its own sizes. */
  'header-font'?: string;
  spacing?: string;
  'container-width'?: string;
  /** Accepted, no effect: the widget's layout does not switch at a breakpoint. */
  'mobile-breakpoint'?: string;
  'rounded-base'?: string;
  /** Accepted, no effect. */
  'text-base'?: string;
  'button-radius'?: string;
  'input-radius'?: string;
  'container-radius'?: string;
  /** Accepted, no effect (as `shadow-button` and `shadow-input`): Portico draws no shadows. */
  shadow?: string;
  'shadow-button'?: string;
  'shadow-input'?: string;
  /** Accepted, no effect. */
  'transition-duration'?: string;
  background?: string;
  foreground?: string;
  primary?: string;
  'primary-foreground'?: string;
  /** Accepted, no effect: Stytch's consumer screens draw no filled secondary button either. */
  secondary?: string;
  'secondary-foreground'?: string;
  muted?: string;
  'muted-foreground'?: string;
  accent?: string;
  /** Accepted, no effect: text on accent backgrounds is `foreground`. */
  'accent-foreground'?: string;
  border?: string;
  input?: string;
  ring?: string;
  destructive?: string;
  'destructive-foreground'?: string;
  warning?: string;
  success?: string;
  'container-border'?: string;
  /** Stytch's `color-mix()` fallbacks: accepted, no effect. */
  'tab-background'?: string;
  'primary-button-hover'?: string;
  'secondary-button-hover'?: string;
  'destructive-button-hover'?: string;
  'divider-color'?: string;
  'focus-ring-shadow'?: string;
}

/** Stytch v6's `presentation.options`. */
export interface PresentationOptions {
  /** Titles and descriptions are only read to assistive technology (as `styles.hideHeaderText`). */
  hideHeaderText?: boolean;
  /** A logo at the top (as `styles.logo`); `alt: ''` marks it decorative. */
  logo?: { url: string; alt?: string };
  /** Renders the widget in a shadow root (as `config.enableShadowDOM`). */
  enableShadowDOM?: boolean;
  /** Accepted, no effect: Portico's element ids are unique per widget already. */
  inputIdSuffix?: string;
  /** Accepted, no effect: style by `data-slot` instead. */
  buttonId?: string | boolean;
  /** Stytch's icon overrides: accepted, no effect (Portico draws its own marks). */
  icons?: unknown;
}

/**
 * Stytch v6's `presentation`: a theme, or a `[light, dark]` pair that follows the visitor's
 * `prefers-color-scheme`, and options. Where it and `styles` set the same thing, it wins.
 */
export interface PresentationConfig {
  theme?: PresentationTheme | readonly [light: PresentationTheme, dark: PresentationTheme];
  options?: PresentationOptions;
  /** Stytch's icon overrides: accepted, no effect (Portico draws its own marks). */
  icons?: unknown;
}

/**
 * Whether a token's value can be used: a non-empty string that cannot end its CSS declaration
 * early (no `;`, braces, angle brackets, backslashes or comments), so a value never reaches
 * beyond its own variable.
 */
export function isPresentationValue(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !/[;{}<>\\]|\/\*/.test(value);
}

/** A `presentation` problem: the value is ignored (the widget never fails on a cosmetic setting). */
export interface PresentationProblem {
  code: 'invalid_theme' | 'unknown_token' | 'invalid_token_value' | 'unknown_option' | 'invalid_option';
  /** Where: `theme.primary`, `theme[1].ring`, `options.logo`. */
  path: string;
}

const TOKENS: ReadonlySet<string> = new Set([
  'color-scheme', 'font-family', 'font-family-mono', 'header-font', 'spacing', 'container-width', 'mobile-breakpoint',
  'rounded-base', 'text-base', 'button-radius', 'input-radius', 'container-radius', 'shadow', 'shadow-button',
  'shadow-input', 'transition-duration', 'background', 'foreground', 'primary', 'primary-foreground', 'secondary',
  'secondary-foreground', 'muted', 'muted-foreground', 'accent', 'accent-foreground', 'border', 'input', 'ring',
  'destructive', 'destructive-foreground', 'warning', 'success', 'container-border', 'tab-background',
  'primary-button-hover', 'secondary-button-hover', 'destructive-button-hover', 'divider-color', 'focus-ring-shadow',
] satisfies (keyof PresentationTheme)[]);

const OPTIONS: ReadonlySet<string> = new Set([
  'hideHeaderText', 'logo', 'enableShadowDOM', 'inputIdSuffix', 'buttonId', 'icons',
] satisfies (keyof PresentationOptions)[]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function themeProblems(theme: unknown, path: string): PresentationProblem[] {
  if (!isRecord(theme)) return [{ code: 'invalid_theme', path }];
  return Object.entries(theme).flatMap(([token, value]): PresentationProblem[] => {
    if (!TOKENS.has(token)) return [{ code: 'unknown_token', path: `${path}.${token}` }];
    const valid = token === 'color-scheme' ? value === 'light' || value === 'dark' || value === 'shadcn' : isPresentationValue(value);
    return valid || value === undefined ? [] : [{ code: 'invalid_token_value', path: `${path}.${token}` }];
  });
}

/**
 * Checks a `presentation` that may come from JSON. Every problem it reports is ignored by the
 * widgets (the token or option keeps its default) and warned about in development: a theme is
 * cosmetic, so unlike `validateLoginConfig`'s errors none of these replaces the form.
 */
export function presentationProblems(presentation: unknown): PresentationProblem[] {
  if (presentation === undefined) return [];
  if (!isRecord(presentation)) return [{ code: 'invalid_theme', path: 'presentation' }];
  const { theme, options } = presentation;
  const problems: PresentationProblem[] = [];
  if (Array.isArray(theme)) {
    if (theme.length !== 2) problems.push({ code: 'invalid_theme', path: 'theme' });
    else theme.forEach((half, index) => problems.push(...themeProblems(half, `theme[${index}]`)));
  } else if (theme !== undefined) {
    problems.push(...themeProblems(theme, 'theme'));
  }
  if (options !== undefined && !isRecord(options)) problems.push({ code: 'invalid_option', path: 'options' });
  for (const [name, value] of isRecord(options) ? Object.entries(options) : []) {
    if (!OPTIONS.has(name)) problems.push({ code: 'unknown_option', path: `options.${name}` });
    else if (
      value !== undefined &&
      (name === 'logo'
        ? !isRecord(value) || typeof value.url !== 'string' || (value.alt !== undefined && typeof value.alt !== 'string')
        : (name === 'hideHeaderText' || name === 'enableShadowDOM') && typeof value !== 'boolean')
    ) {
      problems.push({ code: 'invalid_option', path: `options.${name}` });
    }
  }
  return problems;
}
