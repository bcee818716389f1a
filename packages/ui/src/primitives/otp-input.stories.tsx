import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpInput } from './otp-input';

/** The story's column: its width, or the viewport's at 320 px (the mode matrix's reflow check). */
const FIT = { maxWidth: '100%' };

function OtpInputStory(props: { initial?: string; invalid?: boolean; onComplete?: (code: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div className="portico pt:w-80" style={FIT}>
      <label htmlFor="story-otp" className="pt:sr-only">
        One-time passcode
      </label>
      <OtpInput
        id="story-otp"
        value={value}
        onValueChange={setValue}
        {...(props.onComplete && { onComplete: props.onComplete })}
        {...(props.invalid && { 'aria-invalid': true })}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/OtpInput',
  component: OtpInputStory,
  args: { onComplete: fn() },
} satisfies Meta<typeof OtpInputStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partial: Story = { args: { initial: '123' } };
export const Invalid: Story = { args: { initial: '000000', invalid: true } };

export const TypingCompletes: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('One-time passcode');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.keyboard('12a3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteFillsEverySlot: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('One-time passcode');
    await userEvent.click(input);
    await userEvent.paste('Your code: 654-321');
    await expect(input).toHaveValue('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

/** The field in a shadow root of its own (as the widget's `enableShadowDOM` and the custom elements render it). */
function ShadowRootStory() {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [value, setValue] = useState('000000');
  return (
    <div
      data-slot="story-shadow-host"
      ref={(host) => {
        if (host && !root) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
      }}
    >
      {root &&
        createPortal(
          // The widget's stylesheet is not in this shadow root: colours and room of its own.
          <div style={{ width: '12rem', maxWidth: '100%', overflow: 'hidden', color: '#000', background: '#fff' }}>
            <label htmlFor="story-shadow-otp">One-time passcode</label>
            <OtpInput id="story-shadow-otp" value={value} onValueChange={setValue} aria-invalid />
          </div>,
          root,
        )}
    </div>
  );
}

/**
 * In a shadow root, a selected code (what the passcode screen does after a wrong one) is drawn
 * selected, every box: input-otp alone looks for the field in `document.activeElement`, which is
 * the shadow host there, and drew no box selected.
 */
export const SelectedInShadowRoot: StoryObj<typeof ShadowRootStory> = {
  render: () => <ShadowRootStory />,
  parameters: { modes: { theme: 'own' } },
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const shadow = canvasElement.querySelector('[data-slot="story-shadow-host"]')?.shadowRoot;
      if (!shadow?.querySelector('input')) throw new Error('the field is not in the shadow root yet');
      return shadow;
    });
    const input = root.querySelector('input')!;
    const active = () => [...root.querySelectorAll('[data-slot="otp-input-slot"]')].map((slot) => slot.hasAttribute('data-active'));
    input.focus();
    input.select();
    await waitFor(() => expect(active()).toEqual([true, true, true, true, true, true]));
    // Still so once input-otp's own selection tracking has run (up to 50 ms after a change).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(active()).toEqual([true, true, true, true, true, true]);
    input.setSelectionRange(2, 3);
    await waitFor(() => expect(active()).toEqual([false, false, true, false, false, false]));
    input.blur();
    await waitFor(() => expect(active()).toEqual([false, false, false, false, false, false]));
  },
};
