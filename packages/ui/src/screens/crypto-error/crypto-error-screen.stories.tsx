import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { CryptoErrorScreen } from './crypto-error-screen';

const meta = {
  title: 'Screens/CryptoError',
  component: CryptoErrorScreen,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
  parameters: { layout: 'padded' },
  args: {
    error: { type: 'wallet_connect_failed', message: 'User rejected the request.' },
    onBack: fn(),
  },
} satisfies Meta<typeof CryptoErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const EXPLANATION = 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!';

export const CouldNotConnect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.getByText(EXPLANATION)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not connect to wallet');
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const CouldNotSign: Story = {
  args: { error: { type: 'wallet_sign_failed', message: 'User rejected the request.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not sign message');
    await expect(canvas.getByText(EXPLANATION)).toBeVisible();
  },
};
