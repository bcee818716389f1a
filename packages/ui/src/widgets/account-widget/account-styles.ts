import type { StyleConfig } from '@portico/core';

/** The account page is a page, not a card: this wide unless the host's `styles` (or `presentation`) set a width. */
export const ACCOUNT_WIDTH = '42rem';

/** `styles` with the account page's width (`container.width`), unless the host gave one. */
export const accountStyles = (styles: StyleConfig | undefined): StyleConfig => ({
  ...styles,
  container: { width: ACCOUNT_WIDTH, ...styles?.container },
});
