import { describe, expect, it } from 'vitest';
import { isPresentationValue, presentationProblems } from './presentation-config';

describe('presentationProblems', () => {
  it('accepts Stytch v6 themes, pairs and options', () => {
    expect(presentationProblems(undefined)).toEqual([]);
    expect(
      presentationProblems({
        theme: [
          { 'color-scheme': 'light', primary: 'oklch(0.2 0 0)', 'rounded-base': '4px', 'font-family': "'Inter', sans-serif" },
          { 'color-scheme': 'dark', primary: 'var(--primary, #fff)', 'tab-background': 'color-mix(in oklab, red 80%, transparent)' },
        ],
        options: { hideHeaderText: true, logo: { url: '/logo.png', alt: '' }, enableShadowDOM: false, buttonId: true, icons: {} },
        icons: {},
      }),
    ).toEqual([]);
  });

  it('reports unknown tokens, unusable values and a scheme it does not know, with their paths', () => {
    expect(
      presentationProblems({
        theme: { primay: '#fff', primary: 'red; } body { display: none', foreground: 3, 'color-scheme': 'sepia' },
      }),
    ).toEqual([
      { code: 'unknown_token', path: 'theme.primay' },
      { code: 'invalid_token_value', path: 'theme.primary' },
      { code: 'invalid_token_value', path: 'theme.foreground' },
      { code: 'invalid_token_value', path: 'theme.color-scheme' },
    ]);
    expect(presentationProblems({ theme: [{}, { ring: '' }] })).toEqual([{ code: 'invalid_token_value', path: 'theme[1].ring' }]);
  });

  it('reports a theme or options of the wrong shape', () => {
    expect(presentationProblems('dark')).toEqual([{ code: 'invalid_theme', path: 'presentation' }]);
    expect(presentationProblems({ theme: 'dark' })).toEqual([{ code: 'invalid_theme', path: 'theme' }]);
    expect(presentationProblems({ theme: [{}] })).toEqual([{ code: 'invalid_theme', path: 'theme' }]);
    expect(presentationProblems({ theme: [{}, null] })).toEqual([{ code: 'invalid_theme', path: 'theme[1]' }]);
    expect(presentationProblems({ options: [] })).toEqual([{ code: 'invalid_option', path: 'options' }]);
    expect(
      presentationProblems({ options: { hideHeader: true, hideHeaderText: 'yes', logo: { src: '/logo.png' }, enableShadowDOM: 1 } }),
    ).toEqual([
      { code: 'unknown_option', path: 'options.hideHeader' },
      { code: 'invalid_option', path: 'options.hideHeaderText' },
      { code: 'invalid_option', path: 'options.logo' },
      { code: 'invalid_option', path: 'options.enableShadowDOM' },
    ]);
  });
});

describe('isPresentationValue', () => {
  it('takes CSS values, and nothing that could end its declaration early', () => {
    for (const value of ['#fff', 'oklch(0.2 0 0 / 50%)', 'calc(var(--radius) / 2.5)', "'Segoe UI', sans-serif", '0']) {
      expect(isPresentationValue(value), value).toBe(true);
    }
    for (const value of ['', '  ', 'red;', 'red}', '{', '</style>', 'a\\;', 'red /* x */', 4, null, undefined]) {
      expect(isPresentationValue(value), String(value)).toBe(false);
    }
  });
});
