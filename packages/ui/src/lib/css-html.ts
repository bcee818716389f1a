/**
 * A `<style>`'s CSS, for `dangerouslySetInnerHTML`: React 18's server renderer escapes a style's
 * text as it does any text (`"` becomes `&quot;`, which CSS then reads as it is, and hydration
 * finds a mismatch); React 19's does not. `<` is escaped the CSS way (`\3c `), so that nothing in
 * the CSS (a theme's value) can close the `<style>` early.
 */
export function cssHtml(css: string): { __html: string } {
  return { __html: css.replace(/</g, '\\3c ') };
}
