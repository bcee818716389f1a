import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText, printLines } from './save-codes';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('saving recovery codes', () => {
  it('downloads them as a text file, and revokes the object URL afterwards', async () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadText('recovery-codes.txt', 'a\nb\n');
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['recovery-codes.txt', 'blob:codes']);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('a\nb\n');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:codes');
    vi.useRealTimers();
  });

  it('prints them alone from a hidden frame inside the widget, escaped, and removes the frame after', () => {
    document.body.innerHTML = '<div data-slot="widget-frame"><button>Print</button></div>';
    const widget = document.querySelector<HTMLElement>('[data-slot="widget-frame"]')!;
    printLines(widget.querySelector('button')!, 'Recovery codes', ['ckss-2skx-ebow', '<img src=x onerror=alert(1)>']);
    const frame = widget.querySelector<HTMLIFrameElement>('iframe[data-slot="print-frame"]')!;
    expect(frame.title).toBe('Recovery codes');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.srcdoc).toContain('<li>ckss-2skx-ebow</li>');
    expect(frame.srcdoc).toContain('<li>&#60;img src=x onerror=alert(1)&#62;</li>');
    expect(frame.srcdoc).not.toContain('<img');

    const print = vi.fn();
    const view = new EventTarget() as EventTarget & { print(): void; focus(): void };
    Object.assign(view, { print, focus: () => {} });
    Object.defineProperty(frame, 'contentWindow', { value: view });
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
    view.dispatchEvent(new Event('afterprint'));
    expect(widget.querySelector('iframe')).toBeNull();

    // A second print replaces a frame still there.
    printLines(widget.querySelector('button')!, 'Recovery codes', ['a']);
    printLines(widget.querySelector('button')!, 'Recovery codes', ['b']);
    expect(widget.querySelectorAll('iframe')).toHaveLength(1);
  });
});
