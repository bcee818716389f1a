/**
 * Saving recovery codes from inside the widget (a shadow root, maybe): a text file, or a page of
 * its own to print. `window.print()` would print the host's whole page, and a print stylesheet
 * cannot reach past a shadow root to hide it: the codes are printed from a hidden iframe of their
 * own instead, put inside the widget and removed after printing.
 */

/** Downloads `text` as a file (a Blob's object URL, revoked once the download has started). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Prints `lines` under `title` alone: a hidden iframe next to `from` (inside the widget, so the
 * host page is not touched), printed once loaded and removed afterwards.
 */
export function printLines(from: HTMLElement, title: string, lines: string[]): void {
  const parent = from.closest('[data-slot="widget-frame"]') ?? from.parentElement;
  if (!parent) return;
  parent.querySelector('iframe[data-slot="print-frame"]')?.remove();
  const frame = document.createElement('iframe');
  frame.dataset.slot = 'print-frame';
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
  frame.srcdoc =
    `<!doctype html><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<h1 style="font:600 18px sans-serif">${escapeHtml(title)}</h1>` +
    `<ul style="font:16px/1.8 monospace;list-style:none;padding:0">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  frame.addEventListener('load', () => {
    const view = frame.contentWindow;
    if (!view) return;
    view.addEventListener('afterprint', () => frame.remove());
    view.focus();
    view.print();
  });
  parent.appendChild(frame);
}
