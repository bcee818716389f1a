import type { MainHandoff } from '../../screens/main/main-shell';

export type FocusHandoff = NonNullable<MainHandoff['focus']>;

/**
 * What names an element of Main in the first paint and in the live screen alike (the two draw the
 * same markup, with React ids of their own): its tag, type, name and role, and a button's words.
 * A form control's own text is left out: the country picker lists one country until
 * libphonenumber-js arrives, and every country after.
 */
export function signatureOf(element: Element): string {
  const control = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
  const text = control ? '' : (element.textContent ?? '').trim();
  return [element.localName, element.getAttribute('type'), element.getAttribute('name'), element.getAttribute('role'), text].join('|');
}

/** The elements of `main` with this signature, in document order. */
export const alike = (main: ParentNode, signature: string) =>
  Array.from(main.querySelectorAll(signature.slice(0, signature.indexOf('|')))).filter((candidate) => signatureOf(candidate) === signature);

/**
 * The first paint's focused element, wherever it is in Main (a field, the country picker, a tab,
 * Continue), as the live screen can find it again; a text field's caret too.
 */
export function captureFocus(main: Element, active: Element | null | undefined): FocusHandoff | null {
  if (!(active instanceof HTMLElement) || active === main || !main.contains(active)) return null;
  const signature = signatureOf(active);
  let start: number | null = null;
  let end: number | null = null;
  if (active instanceof HTMLInputElement) {
    try {
      start = active.selectionStart;
      end = active.selectionEnd;
    } catch {
      // No selection API on this input type.
    }
  }
  const atEnd = !(active instanceof HTMLInputElement) || start === null || start === active.value.length;
  return { signature, nth: alike(main, signature).indexOf(active), start, end, atEnd };
}
