import { TOAST_DURATION_MS, TOAST_GUTTER_PX } from '@portico/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { ToastArea, ToastProvider, useToast } from './toast';

/** The story's column: its width, or the viewport's at 320 px (the mode matrix's reflow check). */
const FIT = { maxWidth: '100%' };

const settings = { durations: TOAST_DURATION_MS, gutter: TOAST_GUTTER_PX };

function ToastDemo() {
  const toast = useToast();
  return (
    <div className="pt:flex pt:flex-col pt:gap-2">
      <Button onClick={() => toast('success', 'Email resent')}>Success toast</Button>
      <Button variant="secondary" onClick={() => toast('error', 'Too many failed authentication attempts. Please try again later.')}>
        Error toast
      </Button>
      <Button variant="ghost" onClick={() => toast('loading', 'Sending…')}>
        Loading toast
      </Button>
      <ToastArea />
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  decorators: [(Story) => <div className="portico pt:w-80" style={FIT}>{<ToastProvider settings={settings}>{Story()}</ToastProvider>}</div>],
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SuccessThenGone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    const region = canvasElement.querySelector<HTMLElement>('[data-slot="toast-area"]')!;
    await expect(await within(region).findByRole('status')).toHaveTextContent('Email resent');
    // Success toasts last 2 s (spec §4).
    await waitFor(() => expect(within(region).queryByText('Email resent')).not.toBeInTheDocument(), { timeout: 4_000 });
  },
};

export const ErrorIsAnAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many failed authentication attempts.');
  },
};

export const LoadingStays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Loading toast' }));
    await expect(await canvas.findByText('Sending…')).toBeInTheDocument();
  },
};
