import { waitFor } from '@testing-library/dom';
import { OtpInput } from '@portico/ui';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * @portico/ui's passcode field on this runtime. input-otp dispatches synthetic `input` events of
 * its own (0, 10 and 50 ms after its value or focus changes); React drops those whose value has
 * not changed, preact/compat hands every one to `onChange`. The field must still report only
 * changes: the screens take a change for the user typing over a wrong code's error, which then
 * went away by itself (keyboard.spec.ts's `<portico-login>` passcode test, now and then).
 */
describe('OtpInput on preact/compat', () => {
  let root: Root | null = null;
  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
  });

  it('reports a change of value only, not input-otp’s own input events', async () => {
    const onValueChange = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    root.render(<OtpInput aria-label="Passcode" value="123456" onValueChange={onValueChange} />);
    const field = await waitFor(() => {
      const input = container.querySelector('input');
      if (!input) throw new Error('The field has not rendered yet.');
      return input;
    });
    // A wrong code's error moves the focus to the field and selects the code.
    field.focus();
    field.select();
    await settle();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onValueChange).not.toHaveBeenCalled();

    // A real change is still reported (the value set as the browser does, past React's tracking).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '12345');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onValueChange).toHaveBeenCalledWith('12345');
  });
});
