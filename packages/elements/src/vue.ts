/**
 * Template types of the elements for Vue 3 hosts (vue-tsc, Vue - Official): add once, e.g. in
 * `env.d.ts`, `import type {} from '@portico/elements/vue';`. Then
 * `<portico-login :config="config" @portico-event="onEvent" />` is checked: the properties'
 * types (by their names or their attributes', `:client-options`), the events' details. The
 * module itself is empty.
 *
 * Vue also needs to be told these are custom elements, not components:
 * `compilerOptions.isCustomElement: (tag) => tag.startsWith('portico-')` (docs/web-components.md).
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { PorticoElementEvents, PorticoElementProps, PorticoTagName } from './index';

/**
 * A custom element as Vue's template type checker reads a component: its props from `$props`,
 * its events from `$emit` (neither exists on the element).
 */
export type VueCustomElement<Tag extends PorticoTagName> = new () => HTMLElementTagNameMap[Tag] & {
  /** @deprecated For Vue's template type checking only: not a property of the element. */
  $props: HTMLAttributes & PorticoElementProps<Tag> & PublicProps;
  /** @deprecated For Vue's template type checking only: not a method of the element. */
  $emit: EmitFn<{ [Event in keyof PorticoElementEvents[Tag]]: (event: PorticoElementEvents[Tag][Event]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'portico-login': VueCustomElement<'portico-login'>;
    'portico-reset-password': VueCustomElement<'portico-reset-password'>;
    'portico-passkey-registration': VueCustomElement<'portico-passkey-registration'>;
    'portico-identity-provider': VueCustomElement<'portico-identity-provider'>;
    'portico-url-login': VueCustomElement<'portico-url-login'>;
    'portico-second-factors': VueCustomElement<'portico-second-factors'>;
    'portico-user-button': VueCustomElement<'portico-user-button'>;
    'portico-account': VueCustomElement<'portico-account'>;
  }
}
