import { useResendCode } from '@portico/core/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { PasswordlessScreen } from './passwordless-screen';
import { ResetEmailScreen, type ResetEmailScreenProps } from './reset-email-screen';

function ResetEmailStory(props: Omit<ResetEmailScreenProps, 'resendRef' | 'onResend'> & { resendFails?: boolean }) {
  const { resendFails = false, ...screen } = props;
  const resend = useResendCode({
    resend: () => (resendFails ? Promise.reject({ type: 'user_lock_limit_reached' }) : Promise.resolve()),
  });
  return <ResetEmailScreen {...screen} resendRef={resend.actorRef} onResend={resend.resend} />;
}

const meta = {
  title: 'Screens/PasswordResetEmail',
  component: ResetEmailStory,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
  args: { reason: 'forgot', email: 'ada@example.com', onBack: fn(), onLoginWithoutPassword: fn() },
} satisfies Meta<typeof ResetEmailStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordForgot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByText('A link to reset your password was sent to you at ada@example.com.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(args.onLoginWithoutPassword).toHaveBeenCalled();
  },
};
export const PasswordBreached: Story = { args: { reason: 'breached' } };
export const PasswordSetNew: Story = {
  args: { reason: 'setNew' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login without a password' })).not.toBeInTheDocument();
  },
};
export const PasswordDedupe: Story = { args: { reason: 'dedupe' } };

export const EmailResent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    const toasts = within(canvasElement.querySelector<HTMLElement>('[data-slot="toast-area"]')!);
    await expect(await toasts.findByText('Email resent')).toBeVisible();
  },
};

export const ResendFailed: Story = {
  args: { resendFails: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend email' }));
    const toasts = within(canvasElement.querySelector<HTMLElement>('[data-slot="toast-area"]')!);
    await expect(await toasts.findByRole('alert')).toHaveTextContent('Too many failed authentication attempts.');
  },
};

export const LoginWithoutPasswordSending: Story = { args: { isLoggingInWithoutPassword: true } };
export const LoginWithoutPasswordFailed: Story = { args: { error: { type: 'inactive_email' } } };

const passwordlessLogin = {
  isPending: true,
  error: null,
  secondaryEmail: 'emailMagicLinks' as const,
  createPassword: fn(),
  toMain: fn(),
};

export const PasswordlessSending: StoryObj<typeof PasswordlessScreen> = {
  render: () => <PasswordlessScreen login={passwordlessLogin} />,
};

export const PasswordlessFailed: StoryObj<typeof PasswordlessScreen> = {
  render: () => <PasswordlessScreen login={{ ...passwordlessLogin, isPending: false, error: { type: 'user_lock_limit_reached' } }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create a password instead' })).toBeVisible();
  },
};

