import { createFakeAuthClient, fail, fakeLudsStrength, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { PasswordResetFormScreen } from './password-reset-form-screen';

interface Props {
  tokenType?: string;
  script?: FakeScript;
  luds?: boolean;
}

function ResetStory({ tokenType = 'reset_password', script = {}, luds = false }: Props) {
  const ludsScript: FakeScript = luds ? { 'passwords.strengthCheck': ({ password }) => fakeLudsStrength(password, 8, 3) } : {};
  return (
    <StoryFrame client={createFakeAuthClient({ script: { ...ludsScript, ...script } })}>
      <PasswordResetFormScreen
        token="reset-token"
        tokenType={tokenType}
        {...(luds && { passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 } })}
      />
    </StoryFrame>
  );
}

const meta = { title: 'Screens/PasswordResetForm', component: ResetStory, parameters: { layout: 'padded' } } satisfies Meta<
  typeof ResetStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('New password');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Weak: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'abcdef');
    await expect(await within(canvasElement).findByText('Password not accepted yet.')).toBeInTheDocument();
  },
};

export const Strong: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'harbour sunrise violet');
    await expect(await within(canvasElement).findByText('Password accepted.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  },
};

export const Luds: Story = { args: { luds: true } };

export const Submitting: Story = {
  args: { script: { 'passwords.resetByEmail': hang() } },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'harbour sunrise violet');
    await within(canvasElement).findByText('Password accepted.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ResetRefused: Story = {
  args: { script: { 'passwords.resetByEmail': fail('unable_to_auth_password_reset_token', 'The reset link has expired.') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'harbour sunrise violet');
    await within(canvasElement).findByText('Password accepted.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(await within(canvasElement).findByText('This reset link has expired or was already used. Ask for a new one.')).toBeVisible();
  },
};

export const LoggingInWithoutPassword: Story = {
  args: { script: { 'magicLinks.authenticate': hang() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Login without a password' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoginWithoutPasswordFailed: Story = {
  args: { script: { 'magicLinks.authenticate': fail('unable_to_auth_magic_link') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Login without a password' }));
    await expect(
      await within(canvasElement).findByText(
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      ),
    ).toBeVisible();
  },
};

export const LoginLink: Story = {
  args: { tokenType: 'login', script: { 'magicLinks.authenticate': hang() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Logging in...' })).toBeVisible();
  },
};
