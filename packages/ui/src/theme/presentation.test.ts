import type { PresentationConfig, PresentationTheme } from '@portico/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeStyle, themeToVariables } from './presentation';
import { darkTheme, defaultTheme } from './themes';

afterEach(() => vi.restoreAllMocks());

describe('themeToVariables', () => {
  it('maps each v6 token onto the variables of what it colours or sizes', () => {
    expect(
      themeToVariables({
        background: '#000001',
        foreground: '#000002',
        primary: '#000003',
        'primary-foreground': '#000004',
        muted: '#000005',
        'muted-foreground': '#000006',
        accent: '#000007',
        border: '#000008',
        input: '#000009',
        ring: '#00000a',
        destructive: '#00000b',
        'destructive-foreground': '#00000c',
        warning: '#00000d',
        success: '#00000e',
        'font-family': 'Inter',
        spacing: '5px',
        'container-width': '420px',
      }),
    ).toEqual({
      '--portico-container-background': '#000001',
      '--portico-input-background': '#000001',
      '--portico-button-secondary-background': '#000001',
      '--portico-color-primary': '#000002',
      '--portico-input-text': '#000002',
      '--portico-button-secondary-text': '#000002',
      '--portico-button-primary-background': '#000003',
      '--portico-button-primary-border': '#000003',
      '--portico-button-primary-text': '#000004',
      '--portico-color-subtle': '#000005',
      '--portico-button-disabled-background': '#000005',
      '--portico-button-disabled-border': '#000005',
      '--portico-color-secondary': '#000006',
      '--portico-input-placeholder': '#000006',
      '--portico-button-disabled-text': '#000006',
      '--portico-color-accent': '#000007',
      '--portico-container-border': '#000008',
      '--portico-button-secondary-border': '#000008',
      '--portico-input-border': '#000009',
      '--portico-ring': '#00000a',
      '--portico-color-error': '#00000b',
      '--portico-destructive-foreground': '#00000c',
      '--portico-color-warning': '#00000d',
      '--portico-color-success': '#00000e',
      '--portico-font-family': 'Inter',
      '--portico-spacing': '5px',
      '--portico-container-width': '420px',
    });
  });

  it("derives the radii from rounded-base as Stytch does, and lets the specific tokens win", () => {
    expect(themeToVariables({ 'rounded-base': '3px' })).toEqual({
      '--portico-button-primary-radius': 'calc(3px * 2)',
      '--portico-button-secondary-radius': 'calc(3px * 2)',
      '--portico-input-radius': 'calc(3px * 2)',
      '--portico-container-radius': 'calc(3px * 6)',
    });
    expect(themeToVariables({ 'rounded-base': '3px', 'button-radius': '0', 'input-radius': '1px', 'container-radius': '2px' })).toEqual({
      '--portico-button-primary-radius': '0',
      '--portico-button-secondary-radius': '0',
      '--portico-input-radius': '1px',
      '--portico-container-radius': '2px',
    });
  });

  it('lets container-border win over border for the container only', () => {
    expect(themeToVariables({ 'container-border': '#111111', border: '#222222' })).toEqual({
      '--portico-container-border': '#111111',
      '--portico-button-secondary-border': '#222222',
    });
  });

  it('sets the colour scheme for light and dark, and none for shadcn (the page decides)', () => {
    expect(themeToVariables({ 'color-scheme': 'dark' })).toEqual({ '--portico-color-scheme': 'dark' });
    expect(themeToVariables({ 'color-scheme': 'shadcn' })).toEqual({});
    expect(themeToVariables({}, 'light')).toEqual({ '--portico-color-scheme': 'light' });
  });

  it('skips values that are not usable CSS values, and the tokens it has no use for', () => {
    const theme = {
      primary: 'red;}body{display:none',
      foreground: '',
      background: 7,
      ring: 'blue /* x',
      secondary: '#123456',
      shadow: '0 1px 2px black',
      'header-font': 'Georgia',
      'text-base': '15px',
      'tab-background': 'pink',
    } as unknown as PresentationTheme;
    expect(themeToVariables(theme)).toEqual({});
  });
});

describe('themeStyle', () => {
  it('puts styles and a theme inline, the theme winning where both set a variable', () => {
    const { style, css } = themeStyle(
      { colors: { primary: '#111111', success: '#222222' }, container: { width: '300px' } },
      { theme: { foreground: '#333333', 'container-width': '500px' } },
      'r1',
    );
    expect(css).toBeUndefined();
    expect(style).toEqual({
      '--portico-color-primary': '#333333',
      '--portico-color-success': '#222222',
      '--portico-container-width': '500px',
      '--portico-input-text': '#333333',
      '--portico-button-secondary-text': '#333333',
    });
  });

  it('turns a [light, dark] pair into rules scoped to the root that follow prefers-color-scheme', () => {
    const { style, css } = themeStyle(
      { colors: { success: '#222222' } },
      { theme: [{ background: '#ffffff' }, { background: '#000000', 'color-scheme': 'dark' }] },
      '«r1»',
    );
    expect(style).toEqual({});
    const root = '.portico[data-portico-theme="«r1»"]';
    expect(css).toBe(
      `${root}{--portico-color-success:#222222}` +
        `@media not all and (prefers-color-scheme:dark){${root}{--portico-color-scheme:light;` +
        '--portico-container-background:#ffffff;--portico-input-background:#ffffff;--portico-button-secondary-background:#ffffff}}' +
        `@media (prefers-color-scheme:dark){${root}{--portico-color-scheme:dark;` +
        '--portico-container-background:#000000;--portico-input-background:#000000;--portico-button-secondary-background:#000000}}',
    );
  });

  it("keeps a styles value that would end its rule early out of a pair's rules", () => {
    const { css } = themeStyle({ colors: { primary: 'red}body{display:none', success: '#222222' } }, { theme: [{}, {}] }, 'x');
    expect(css).toMatch(/^\.portico\[data-portico-theme="x"\]\{--portico-color-success:#222222\}@media/);
  });

  it('keeps a pair of the shipped themes within their own declarations', () => {
    const { css } = themeStyle(undefined, { theme: [defaultTheme, darkTheme] }, 'x');
    // Nothing a value holds can close a rule early: one opening brace per rule, as many closing.
    expect(css?.match(/{/g)).toHaveLength(5);
    expect(css?.match(/}/g)).toHaveLength(5);
    expect(css).toContain('--portico-ring:#7cc7e8');
  });

  it('warns once in development about tokens and options it ignores, and still renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const presentation = { theme: { primay: '#f00', primary: '#0f0' }, options: { hideHeader: true } } as unknown as PresentationConfig;
    const first = themeStyle(undefined, presentation, 'a');
    themeStyle(undefined, presentation, 'a');
    expect(first.style).toEqual({ '--portico-button-primary-background': '#0f0', '--portico-button-primary-border': '#0f0' });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Portico: presentation.theme.primay is ignored (unknown_token); see docs/theming.md.',
      'Portico: presentation.options.hideHeader is ignored (unknown_option); see docs/theming.md.',
    ]);
  });

  it('survives a presentation that is not the right shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const presentation of [null, 'dark', { theme: 'dark' }, { theme: [] }, { theme: [null, 3] }, { theme: [{}, {}, {}] }]) {
      expect(() => themeStyle(undefined, presentation as unknown as PresentationConfig, 'a')).not.toThrow();
    }
  });
});
