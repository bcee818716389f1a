import type { PresentationConfig as StytchPresentationConfig, shadcnTheme as stytchShadcnTheme } from '@stytch/vanilla-js';
import { describe, expect, it } from 'vitest';
import { presentationProblems, type PresentationConfig, type PresentationTheme } from '../config';

// A Stytch v6 `presentation`, and Stytch's own themes, type-check as Portico's (tsc checks this file).
const fromStytch = (presentation: StytchPresentationConfig): PresentationConfig => presentation;
const fromStytchTheme = (theme: typeof stytchShadcnTheme): PresentationTheme => theme;

describe("Stytch v6's presentation", () => {
  it('is a Portico presentation, token for token', () => {
    const theme: typeof stytchShadcnTheme = {
      'color-scheme': 'dark',
      'font-family': 'system-ui',
      'font-family-mono': 'ui-monospace',
      spacing: '4px',
      'container-width': '400px',
      'mobile-breakpoint': '768px',
      'rounded-base': '4px',
      'text-base': '1rem',
      'transition-duration': '0.15s',
      background: 'oklch(0.145 0 0)',
      foreground: 'oklch(0.985 0 0)',
      primary: 'oklch(0.922 0 0)',
      'primary-foreground': 'oklch(0.205 0 0)',
      secondary: 'oklch(0.269 0 0)',
      'secondary-foreground': 'oklch(0.985 0 0)',
      muted: 'oklch(0.269 0 0)',
      'muted-foreground': 'oklch(0.708 0 0)',
      accent: 'oklch(0.269 0 0)',
      'accent-foreground': 'oklch(0.985 0 0)',
      border: 'oklch(1 0 0 / 10%)',
      input: 'oklch(1 0 0 / 15%)',
      ring: 'oklch(0.556 0 0)',
      destructive: 'oklch(0.704 0.191 22.216)',
      'destructive-foreground': '#fff',
      warning: 'oklch(0.754 0.16 58)',
      success: 'oklch(0.704 0.13 163)',
    };
    const presentation = fromStytch({ theme: [fromStytchTheme(theme), theme], options: { hideHeaderText: true, logo: { url: '/logo.png', alt: 'Acme' } } });
    expect(presentationProblems(presentation)).toEqual([]);
  });
});
