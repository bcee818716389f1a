import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
  args: { error: { type: 'session_not_found' }, onBack: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KnownError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session not found.');
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ServerMessageWithLink: Story = {
  args: {
    error: { type: 'project_suspended', message: 'This project is suspended. See https://stytch.com/docs/api/errors/403 for more.' },
  },
  play: async ({ canvasElement }) => {
    // A type no table knows: the server's words, once the readings of Stytch's other types have loaded.
    await expect(await within(canvasElement).findByRole('link', { name: 'https://stytch.com/docs/api/errors/403' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const UnknownWithoutMessage: Story = { args: { error: null, onBack: undefined } };
