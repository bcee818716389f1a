/**
 * Template types of the elements for Svelte 5 hosts (svelte-check, the Svelte language server):
 * add once, e.g. in `src/app.d.ts` or the entry module, `import type {} from '@portico/elements/svelte';`.
 * Then `<portico-login {config} onportico-event={onEvent} />` is checked: the properties' types
 * (by their names or their attributes', `client-options={…}`), the events' details. The module
 * itself is empty.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { PorticoElementEvents, PorticoElementProps, PorticoTagName } from './index';

/** `on<event>` attributes, as Svelte 5 listens to an element's events. */
type EventAttributes<Tag extends PorticoTagName> = {
  [Event in keyof PorticoElementEvents[Tag] as `on${Event & string}`]?: (event: PorticoElementEvents[Tag][Event]) => void;
};

export type SvelteCustomElement<Tag extends PorticoTagName> = Omit<HTMLAttributes<HTMLElementTagNameMap[Tag]>, keyof PorticoElementProps<Tag>> &
  PorticoElementProps<Tag> &
  EventAttributes<Tag>;

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
    'portico-login': SvelteCustomElement<'portico-login'>;
    'portico-reset-password': SvelteCustomElement<'portico-reset-password'>;
    'portico-passkey-registration': SvelteCustomElement<'portico-passkey-registration'>;
    'portico-identity-provider': SvelteCustomElement<'portico-identity-provider'>;
    'portico-url-login': SvelteCustomElement<'portico-url-login'>;
    'portico-second-factors': SvelteCustomElement<'portico-second-factors'>;
    'portico-user-button': SvelteCustomElement<'portico-user-button'>;
    'portico-account': SvelteCustomElement<'portico-account'>;
  }
}
