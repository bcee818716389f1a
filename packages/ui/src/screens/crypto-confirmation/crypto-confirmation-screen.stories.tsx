import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { CryptoConfirmationScreen } from './crypto-confirmation-screen';

const meta = {
  title: 'Screens/CryptoConfirmation',
  component: CryptoConfirmationScreen,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof CryptoConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully connected your wallet.')).toBeVisible();
  },
};
