import { createFakeAuthClient, fail, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { CreatePasswordInstead } from '../password/create-password-instead';
import { EmailConfirmationScreen } from './email-confirmation-screen';
import { sentence } from '../../test/text';

interface Props {
  email: string;
  sent?: boolean;
  emailDomain?: string | null;
  script?: FakeScript;
  onTryAgain?: () => void;
  withCreatePassword?: boolean;
}

function EmailConfirmationStory({ script = {}, withCreatePassword = false, emailDomain = null, ...props }: Props) {
  return (
    <StoryFrame client={createFakeAuthClient({ script })}>
      <EmailConfirmationScreen
        {...props}
        emailDomain={emailDomain}
        {...(withCreatePassword && {
          footer: <CreatePasswordInstead email={props.email} />,
        })}
      />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/EmailConfirmation',
  component: EmailConfirmationStory,
  parameters: { layout: 'padded' },
  args: { email: 'ada@example.com', sent: true, emailDomain: 'acme.test', onTryAgain: fn() },
} satisfies Meta<typeof EmailConfirmationStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText(sentence('An email was sent to ada@example.com.'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open Gmail/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Open Yahoo Mail/ })).toHaveAttribute(
      'href',
      'https://mail.yahoo.com/d/search/keyword=acme.test',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};

export const UnknownSenderDomain: Story = { args: { emailDomain: null } };

export const Resent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend email' }));
    const toasts = within(canvasElement.querySelector<HTMLElement>('[data-slot="toast-area"]')!);
    await expect(await toasts.findByText('Email resent')).toBeVisible();
  },
};

export const Sending: Story = { args: { sent: false, script: { 'magicLinks.email.loginOrCreate': hang() } } };

export const SendFailed: Story = {
  args: { sent: false, script: { 'magicLinks.email.loginOrCreate': fail('invalid_email') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Email format is invalid.')).toBeVisible();
  },
};

export const PasswordlessUser: Story = {
  args: { withCreatePassword: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create a password instead' })).toBeVisible();
  },
};

export const CreatePasswordFailed: Story = {
  args: { withCreatePassword: true, script: { 'passwords.resetByEmailStart': fail('email_not_found') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create a password instead' }));
    await expect(await canvas.findByText('Email not found.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a password instead' })).not.toHaveAttribute('aria-busy');
  },
};
