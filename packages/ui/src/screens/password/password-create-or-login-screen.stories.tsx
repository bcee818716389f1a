import type { PasswordInput } from '@portico/core';
import { createFakeAuthClient, fail, fakeLudsStrength, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { PasswordCreateOrLoginScreen } from './password-create-or-login-screen';
import { sentence } from '../../test/text';

type Props = PasswordInput & { script?: FakeScript; onBack?: () => void; luds?: boolean };

function PasswordStory({ script = {}, luds = false, ...input }: Props) {
  const ludsScript: FakeScript = luds ? { 'passwords.strengthCheck': ({ password }) => fakeLudsStrength(password, 10, 3) } : {};
  return (
    <StoryFrame client={createFakeAuthClient({ script: { ...ludsScript, ...script } })}>
      <PasswordCreateOrLoginScreen
        {...input}
        {...(luds && { passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 } })}
      />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/PasswordCreateOrLogin',
  component: PasswordStory,
  parameters: { layout: 'padded' },
  args: { email: 'ada@example.com', userType: 'password', secondary: null, onBack: fn() },
} satisfies Meta<typeof PasswordStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const passwordField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Password', { exact: true });

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(passwordField(canvasElement)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Forgot Password?' })).toBeVisible();
  },
};

export const LoginWithCodeOption: Story = { args: { secondary: 'otp' } };
export const LoginWithLinkOption: Story = { args: { secondary: 'emailMagicLinks' } };

export const LoginShowPassword: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'hunter2');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(passwordField(canvasElement)).toHaveAttribute('type', 'text');
    await expect(passwordField(canvasElement)).toHaveFocus();
  },
};

export const LoginSubmitting: Story = {
  args: { script: { 'passwords.authenticate': hang() } },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'hunter2{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongPassword: Story = {
  args: { script: { 'passwords.authenticate': fail('unauthorized_credentials') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'nope{Enter}');
    await expect(await within(canvasElement).findByText('Unauthorized credentials.')).toBeVisible();
    await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField(canvasElement)).toHaveValue('nope');
  },
};

export const Locked: Story = {
  args: { script: { 'passwords.authenticate': fail('user_lock_limit_reached') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'nope{Enter}');
    await expect(
      await within(canvasElement).findByText('Too many failed authentication attempts. Please try again later.'),
    ).toBeVisible();
  },
};

export const NoPasswordYet: Story = {
  args: { script: { 'passwords.authenticate': fail('no_user_password') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'anything{Enter}');
    await expect(await within(canvasElement).findByText('Password not found for this user. Please try again.')).toBeVisible();
  },
};

export const ForgotSending: Story = {
  args: { script: { 'passwords.resetByEmailStart': hang() } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot Password?' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Forgot Password?' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The error a control's request met, by that control: its description, its text beneath it. */
async function expectErrorBy(control: HTMLElement, text: string) {
  const describedBy = control.getAttribute('aria-describedby') ?? '';
  const error = describedBy
    .split(' ')
    .map((id) => control.ownerDocument.getElementById(id))
    .find((element) => element?.textContent === text);
  await expect(error, `${control.textContent} is described by '${text}'`).toBeTruthy();
  // Beneath the control, in its group: not under the password field.
  await expect(control.parentElement).toContainElement(error!);
}

/** 'Email me a login link' refused: its error is by it; the password field did nothing wrong. */
export const LoginLinkFailed: Story = {
  args: { secondary: 'emailMagicLinks', script: { 'magicLinks.email.loginOrCreate': fail('too_many_requests') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(passwordField(canvasElement), 'half typed');
    const button = canvas.getByRole('button', { name: 'Email me a login link' });
    await userEvent.click(button);
    const message = 'Too many requests right now. Please wait a moment, then try again.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expectErrorBy(button, message);
    await expect(passwordField(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(passwordField(canvasElement)).not.toHaveAccessibleDescription(/Too many requests/);
    await expect(passwordField(canvasElement)).toHaveValue('half typed');
  },
};

/** The same for a new user's 'Email me a login code' (above the create form). */
export const CreateCodeFailed: Story = {
  args: { userType: 'new', secondary: 'otp', script: { 'otps.email.loginOrCreate': fail('too_many_requests') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Email me a login code' });
    await userEvent.click(button);
    const message = 'Too many requests right now. Please wait a moment, then try again.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expectErrorBy(button, message);
    await expect(passwordField(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** 'Forgot Password?' refused: its error is by the link, the password field stays as it was. */
export const ForgotFailed: Story = {
  args: { script: { 'passwords.resetByEmailStart': fail('too_many_requests') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('button', { name: 'Forgot Password?' });
    await userEvent.click(link);
    const message = 'Too many requests right now. Please wait a moment, then try again.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expectErrorBy(link, message);
    await expect(passwordField(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

export const Create: Story = {
  args: { userType: 'new', secondary: 'otp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByText('Finish creating your account by setting a password.')).toBeVisible();
    await expect(passwordField(canvasElement)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CreateWeak: Story = {
  args: { userType: 'new' },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'abcde');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Add another word or two. Uncommon words are better.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="strength-meter"]')).toHaveAttribute('data-score', '1');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CreateStrong: Story = {
  args: { userType: 'new' },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'violet tangerine lighthouse');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Password accepted.')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="strength-meter"]')).toHaveAttribute('data-score', '4');
    await expect(canvas.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The strength check itself failed (the server did not answer): said under the field; Continue runs it again. */
export const CreateCheckFailed: Story = {
  args: { userType: 'new', script: { 'passwords.strengthCheck': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'violet tangerine lighthouse');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("We couldn't reach the server. Check your connection and try again.")).toBeVisible();
    await expect(passwordField(canvasElement)).toHaveValue('violet tangerine lighthouse');
    await expect(canvas.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  },
};

export const CreateBreached: Story = {
  args: { userType: 'new' },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'password');
    await expect(
      await within(canvasElement).findByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeVisible();
  },
};

export const CreateLuds: Story = {
  args: { userType: 'new', luds: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = (text: string) => canvas.getByText(sentence(text)).closest('[data-slot="requirement"]');
    await expect(rule('Must be at least 10 characters long')).toHaveAttribute('data-status', 'notFulfilled');
    await userEvent.type(passwordField(canvasElement), 'Abcdefghij7');
    await expect(await canvas.findByText('Password accepted.')).toBeInTheDocument();
    await expect(rule('Must be at least 10 characters long')).toHaveAttribute('data-status', 'fulfilled');
    await expect(
      rule('Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol'),
    ).toHaveAttribute('data-status', 'fulfilled');
  },
};

export const CreateLudsPartial: Story = {
  args: { userType: 'new', luds: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordField(canvasElement), 'abcdefghijkl');
    await expect(await within(canvasElement).findByText('Password not accepted yet.')).toBeInTheDocument();
  },
};

/** In a right-to-left page the back arrow points right, to where the line starts. */
export const BackArrowRightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('button', { name: 'Go back' });
    await expect(getComputedStyle(back.querySelector('svg')!).scale).toBe('-1 1');
  },
};
