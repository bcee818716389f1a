/**
 * The starting values of Tailwind's internal custom properties, for shadow trees.
 *
 * Tailwind v4's utilities read custom properties whose starting values come from `@property`
 * rules: `pt:border` is `border-style: var(--tw-border-style)`, `--tw-border-style` starting as
 * `solid`; a ring is `box-shadow: var(--tw-inset-shadow), …, var(--tw-ring-shadow), var(--tw-shadow)`,
 * each layer starting as `0 0 #0000`. Browsers ignore `@property` rules in a shadow root's
 * stylesheet (only the document's register properties), so there every such variable starts
 * unset, and every rule reading one is dropped: no borders, no focus rings, no shadows.
 *
 * Tailwind's compiled CSS already carries the same values as plain declarations, for browsers
 * without `@property`, inside an `@supports` that only those browsers match:
 *
 *     @layer properties { @supports (…old Safari…) or (…old Firefox…) {
 *       *, ::before, ::after, ::backdrop { --tw-border-style: solid; --tw-shadow: 0 0 #0000; … }
 *     } }
 *
 * This returns those rules again without the condition and under `:host`, so they match every
 * element of the shadow tree the stylesheet is in, and nothing when the stylesheet is in the
 * document (`:host` matches only in a shadow tree): the host page is not touched, and in the
 * light DOM the registered properties work as before. Layered, they lose to every utility.
 *
 * Registering the properties on the document instead (copying the `@property` rules into its
 * head) would also work, but it would write Portico's CSS into the host's page, which the
 * shadow root is there to prevent.
 */
export function shadowTreeProperties(css: string): string {
  // `@layer properties { @supports (…) { rule rule … } }`, its rules flat (`selector { … }`).
  const rules = /@layer\s+properties\s*\{\s*@supports[^{]*\{((?:[^{}]*\{[^{}]*\})+)\s*\}\s*\}/.exec(css)?.[1];
  if (!rules) return '';
  const scoped = rules.replace(/([^{}]+)\{/g, (_, selectors: string) => {
    const parts = selectors.split(',').map((part) => part.trim());
    return `${parts.flatMap((part) => (part === ':root' ? [] : part === ':host' ? [part] : [`:host ${part}`])).join()}{`;
  });
  return `@layer properties{${scoped.trim()}}`;
}
