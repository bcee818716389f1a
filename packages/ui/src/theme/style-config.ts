import type { StyleConfig } from '@portico/core';
import type { CSSProperties } from 'react';

type Variables = Record<`--portico-${string}`, string>;

/**
 * Maps the Stytch-compatible `styles` config (spec §3) onto Portico's CSS variables, so a
 * host's existing theme applies unchanged. Unset fields keep the defaults from styles.css.
 */
export function styleConfigToVariables(styles: StyleConfig | undefined): CSSProperties {
  if (!styles) return {};
  const variables: Variables = {};
  const set = (name: string, value: string | undefined) => {
    if (typeof value === 'string' && value.trim() !== '') variables[`--portico-${name}`] = value;
  };
  set('container-background', styles.container?.backgroundColor);
  set('container-border', styles.container?.borderColor);
  set('container-radius', styles.container?.borderRadius);
  set('container-width', styles.container?.width);
  set('color-primary', styles.colors?.primary);
  set('color-secondary', styles.colors?.secondary);
  set('color-accent', styles.colors?.accent);
  set('color-success', styles.colors?.success);
  set('color-warning', styles.colors?.warning);
  set('color-error', styles.colors?.error);
  for (const kind of ['primary', 'secondary', 'disabled'] as const) {
    const button = styles.buttons?.[kind];
    set(`button-${kind}-background`, button?.backgroundColor);
    set(`button-${kind}-text`, button?.textColor);
    set(`button-${kind}-border`, button?.borderColor);
    set(`button-${kind}-radius`, button?.borderRadius);
  }
  set('input-background', styles.inputs?.backgroundColor);
  set('input-text', styles.inputs?.textColor);
  set('input-placeholder', styles.inputs?.placeholderColor);
  set('input-border', styles.inputs?.borderColor);
  set('input-radius', styles.inputs?.borderRadius);
  set('font-family', styles.fontFamily);
  return variables as CSSProperties;
}
