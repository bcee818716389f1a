import type { ResetReason } from '@portico/core';
import { createFakeAuthClient, fail, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { CreatePasswordInstead } from './create-password-instead';
import { PasswordlessScreen } from './passwordless-screen';
import { ResetEmailScreen } from './reset-email-screen';
import { sentence } from '../../test/text';

/** The screens after a reset email, each running its own flow against a scripted client. */
function ResetEmailStory({ reason, script = {}, onBack }: { reason: ResetReason; script?: FakeScript; onBack?: () => void }) {
  return (
    <StoryFrame client={createFakeAuthClient({ script })}>
      <ResetEmailScreen email="ada@example.com" reason={reason} {...(onBack && { onBack })} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/PasswordResetEmail',
  component: ResetEmailStory,
  parameters: { layout: 'padded' },
  args: { reason: 'forgot', onBack: fn() },
} satisfies Meta<typeof ResetEmailStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordForgot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByText(sentence('A link to reset your password was sent to you at ada@example.com.'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalled();
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
  args: { script: { 'passwords.resetByEmailStart': fail('user_lock_limit_reached') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend email' }));
    const toasts = within(canvasElement.querySelector<HTMLElement>('[data-slot="toast-area"]')!);
    await expect(await toasts.findByRole('alert')).toHaveTextContent('Too many failed authentication attempts.');
  },
};

export const LoginWithoutPasswordSending: Story = {
  args: { script: { 'magicLinks.email.loginOrCreate': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(canvas.getByRole('button', { name: 'Login without a password' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoginWithoutPasswordFailed: Story = {
  args: { script: { 'magicLinks.email.loginOrCreate': fail('inactive_email') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(await canvas.findByText(/marked as inactive/)).toBeVisible();
  },
};

function PasswordlessStory({ script = {} }: { script?: FakeScript }) {
  return (
    <StoryFrame client={createFakeAuthClient({ script })}>
      <PasswordlessScreen
        email="ada@example.com"
        secondary="emailMagicLinks"
        onBack={fn()}
        footer={<CreatePasswordInstead email="ada@example.com" />}
      />
    </StoryFrame>
  );
}

export const PasswordlessSending: StoryObj<typeof PasswordlessStory> = {
  render: () => <PasswordlessStory script={{ 'magicLinks.email.loginOrCreate': hang() }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sending you a login link…');
  },
};

export const PasswordlessFailed: StoryObj<typeof PasswordlessStory> = {
  render: () => <PasswordlessStory script={{ 'magicLinks.email.loginOrCreate': fail('user_lock_limit_reached') }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Too many failed authentication attempts/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a password instead' })).toBeVisible();
  },
};
