import type { KeyboardEvent } from 'react';

/**
 * Moving through the user button's menu with the keyboard, in a shadow root too.
 *
 * Radix's menu finds the item to focus by watching `document.activeElement` change (its
 * `focusFirst`, and the roving focus group's): in a shadow root that is always the shadow host,
 * so Radix tries every candidate in turn and ends on the last (ArrowDown from 'Manage account'
 * skipped to the end, Home went to the last item, the menu opened by the keyboard started on
 * its last item). These two handlers do what Radix does, reading the focus of the tree the menu
 * is in (`getRootNode().activeElement`); Radix's own handlers then see the event handled
 * (prevented, or stopped before it reaches them) and stay out. Escape, typeahead, Enter and Space, and
 * the focus's return to the button are Radix's.
 */

const MOVES = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']);

/** The items a user can move to, in order (not a disabled one). */
const itemsOf = (content: HTMLElement) => [...content.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])')];

/** The element focused in the tree (document or shadow root) `node` is in. */
const focusedIn = (node: Node) => (node.getRootNode() as Document | ShadowRoot).activeElement;

/**
 * The menu's `onKeyDownCapture`: the arrows, Home and End (and Page Up / Page Down, as Radix's)
 * move the focus to the next, previous, first or last item, without wrapping (Radix's menus do
 * not loop by default).
 */
export function moveMenuFocus(event: KeyboardEvent<HTMLElement>): void {
  if (!MOVES.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = itemsOf(event.currentTarget);
  if (items.length === 0) return;
  const index = items.indexOf(focusedIn(event.currentTarget) as HTMLElement);
  const last = items.length - 1;
  const next =
    event.key === 'Home' || event.key === 'PageUp'
      ? 0
      : event.key === 'End' || event.key === 'PageDown'
        ? last
        : event.key === 'ArrowDown'
          ? index < 0
            ? 0
            : Math.min(index + 1, last)
          : index < 0
            ? last
            : Math.max(index - 1, 0);
  event.preventDefault();
  event.stopPropagation();
  items[next]!.focus();
}

/**
 * What the menu does when it opens (Radix's `onOpenAutoFocus`, which DropdownMenu passes on to its
 * focus scope but leaves out of its props' type): opened by the keyboard, its first item takes the
 * focus, as in WAI-ARIA's menu button pattern; opened by the pointer, the menu itself, as Radix
 * does. Radix's own move (the focus on the menu, then its roving focus group's "entry focus", the
 * same `focusFirst`) is prevented. (Not the menu's `onFocus`: on Preact, the elements' runtime,
 * preventing a focus event is not seen by Radix, which then moved on to the last item.)
 */
export function focusMenuOnOpen(event: Event, content: HTMLElement | null, byKeyboard: boolean): void {
  if (!content) return;
  event.preventDefault();
  const first = byKeyboard ? itemsOf(content)[0] : undefined;
  (first ?? content).focus({ preventScroll: true });
}
