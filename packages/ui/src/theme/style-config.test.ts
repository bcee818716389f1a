import type { StyleConfig } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { styleConfigToVariables } from './style-config';

const button = (n: number) => ({ backgroundColor: `#b${n}0`, textColor: `#b${n}1`, borderColor: `#b${n}2`, borderRadius: `${n}px` });

describe('styleConfigToVariables', () => {
  it('maps every field of the styles config (spec §3) onto its variable', () => {
    const styles: StyleConfig = {
      container: { backgroundColor: '#c00', borderColor: '#c01', borderRadius: '9px', width: '380px' },
      colors: { primary: '#a00', secondary: '#a01', accent: '#a02', success: '#a03', warning: '#a04', error: '#a05' },
      buttons: { primary: button(1), secondary: button(2), disabled: button(3) },
      inputs: { backgroundColor: '#d00', textColor: '#d01', placeholderColor: '#d02', borderColor: '#d03', borderRadius: '2px' },
      fontFamily: 'Inter',
      hideHeaderText: true,
      logo: { logoImageUrl: 'https://example.com/logo.png' },
    };
    expect(styleConfigToVariables(styles)).toEqual({
      '--portico-container-background': '#c00',
      '--portico-container-border': '#c01',
      '--portico-container-radius': '9px',
      '--portico-container-width': '380px',
      '--portico-color-primary': '#a00',
      '--portico-color-secondary': '#a01',
      '--portico-color-accent': '#a02',
      '--portico-color-success': '#a03',
      '--portico-color-warning': '#a04',
      '--portico-color-error': '#a05',
      '--portico-button-primary-background': '#b10',
      '--portico-button-primary-text': '#b11',
      '--portico-button-primary-border': '#b12',
      '--portico-button-primary-radius': '1px',
      '--portico-button-secondary-background': '#b20',
      '--portico-button-secondary-text': '#b21',
      '--portico-button-secondary-border': '#b22',
      '--portico-button-secondary-radius': '2px',
      '--portico-button-disabled-background': '#b30',
      '--portico-button-disabled-text': '#b31',
      '--portico-button-disabled-border': '#b32',
      '--portico-button-disabled-radius': '3px',
      '--portico-input-background': '#d00',
      '--portico-input-text': '#d01',
      '--portico-input-placeholder': '#d02',
      '--portico-input-border': '#d03',
      '--portico-input-radius': '2px',
      '--portico-font-family': 'Inter',
    });
  });

  it('sets nothing for unset, empty or non-string fields, or fields it does not know', () => {
    expect(styleConfigToVariables(undefined)).toEqual({});
    expect(
      styleConfigToVariables({
        container: { width: ' ' },
        colors: { primary: 3 },
        buttons: { primary: null, tertiary: { backgroundColor: '#fff' } },
        inputs: 'blue',
        fontFamily: '',
        spacing: '4px',
      } as unknown as StyleConfig),
    ).toEqual({});
  });
});
