import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
