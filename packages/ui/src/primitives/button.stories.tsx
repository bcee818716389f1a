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
/** The confirmation that destroys something ('Delete account', 'Remove' in 'Remove …?'): filled. */
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete account' } };
/**
 * A list row's removal ('Remove', 'Delete', 'Revoke'): the error colour's text on no fill, the
 * outline button's edge, regular weight; the confirmation it opens is the filled one.
 */
export const DestructiveOutline: Story = {
  args: { variant: 'destructive-outline', size: 'compact', children: 'Remove' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(style.fontWeight).toBe('400');
    await expect(style.color).not.toBe(getComputedStyle(canvasElement.querySelector('.portico')!).color);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Words on two lines (an Arabic label at 360 px): the button grows with them, its padding kept
 * above and below (`TwoLinesSmall`: the small size too).
 */
export const TwoLines: Story = {
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  args: { variant: 'secondary', children: <span>Email me a login code instead</span> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const text = button.querySelector('span')!;
    await expect(text.getClientRects().length).toBe(1);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(30);
    const [outer, inner] = [button.getBoundingClientRect(), text.getBoundingClientRect()];
    await expect(inner.top - outer.top).toBeGreaterThanOrEqual(8);
    await expect(outer.bottom - inner.bottom).toBeGreaterThanOrEqual(8);
  },
};

export const TwoLinesSmall: Story = { ...TwoLines, args: { ...TwoLines.args, size: 'sm' } };
