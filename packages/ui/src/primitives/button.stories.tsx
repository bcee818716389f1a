import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

/** The story's column: its width, or the viewport's at 320 px (the mode matrix's reflow check). */
const FIT = { maxWidth: '100%' };

const meta = {
  title: 'Primitives/Button',
  component: Button,
  decorators: [(Story) => <div className="portico pt:w-80" style={FIT}>{Story()}</div>],
  args: { children: 'Continue', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Resend code' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Go back' } };
export const Link: Story = { args: { variant: 'link', size: 'inline', children: 'Resend code' } };
export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
