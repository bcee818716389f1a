import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { OtpConfirmationScreen } from '../otp-confirmation/otp-confirmation-screen';
import { SuccessScreen } from './success-screen';

const meta = {
  title: 'Screens/Success',
  component: SuccessScreen,
} satisfies Meta<typeof SuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Generic: Story = {
  render: () => (
    <StoryFrame>
      <SuccessScreen />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
  },
};

export const OTPConfirmation: Story = {
  render: () => (
    <StoryFrame>
      <OtpConfirmationScreen />
    </StoryFrame>
  ),
};

export const WithWatermark: Story = {
  decorators: [],
  render: () => (
    <StoryFrame displayWatermark>
      <SuccessScreen />
    </StoryFrame>
  ),
};
