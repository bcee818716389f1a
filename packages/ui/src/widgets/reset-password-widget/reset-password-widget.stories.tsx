import { createFakeAuthClient, fakeAuthenticateResult, fakeHeldLogin, fakeUser } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { ResetPasswordWidget } from './reset-password-widget';
import { sentence } from '../../test/text';

const meta = {
  title: 'Widgets/ResetPasswordWidget',
  component: ResetPasswordWidget,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  render: (args) => <ResetPasswordWidget {...args} client={createFakeAuthClient()} />,
  args: { client: createFakeAuthClient(), passwordResetToken: 'reset-token' },
} satisfies Meta<typeof ResetPasswordWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'harbour sunrise violet');
    await canvas.findByText('Password accepted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const title = await canvas.findByRole('heading', { name: 'Success!' });
    // The focus moves in an effect after the screen renders: wait for it.
    await waitFor(() => expect(title).toHaveFocus());
  },
};

export const WithoutToken: Story = { args: { passwordResetToken: '' } };

/** Portico's passkey offer after the login ('Login without a password' here), with skip. */
export const PasskeyOfferAfterLogin: Story = {
  args: { config: { passkeyOptions: { upgradeAfterLogin: true } } },
  render: (args) => (
    <ResetPasswordWidget
      {...args}
      client={createFakeAuthClient({ user: fakeUser(), script: { 'magicLinks.authenticate': { ...fakeAuthenticateResult(), user: fakeUser() } } })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(await canvas.findByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

/** Types a strong new password and submits it. */
async function submitNewPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password'), 'harbour sunrise violet');
  await canvas.findByText('Password accepted.');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** The reset link was for another account than the page's (issue 36): 'Switch accounts?', then staying. */
export const AnotherAccount: Story = {
  render: (args) => <ResetPasswordWidget {...args} client={createFakeAuthClient({ script: { 'passwords.resetByEmail': fakeHeldLogin() } })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitNewPassword(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'AccountSwitch');
    await userEvent.click(canvas.getByRole('button', { name: 'Stay signed in as ada@example.com' }));
    await expect(await canvas.findByRole('heading', { name: 'You are still signed in as ada@example.com' })).toBeVisible();
    await expect(
      canvas.getByText(sentence('The new password for mallory@example.com is saved, but you were not signed in as mallory@example.com. You may close this page.')),
    ).toBeVisible();
  },
};

/** mfaOptions (issue 36): the authenticator app's code before the login completes. */
export const SecondFactor: Story = {
  args: { mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } },
  render: (args) => (
    <ResetPasswordWidget
      {...args}
      client={createFakeAuthClient({
        script: { 'passwords.resetByEmail': { ...fakeAuthenticateResult(), user: { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] } } },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitNewPassword(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'MFA');
    await userEvent.keyboard('123456');
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};

/**
 * A reset email's login link (`?stytch_token_type=login`) opened in a browser that did not ask
 * for it, on a signed-out page (issue 36): 'Continue signing in'. The link's parameters leave the
 * address at once.
 */
export const LoginLinkContinue: Story = {
  loaders: [
    () => {
      const address = new URL(window.location.href);
      address.searchParams.set('stytch_token_type', 'login');
      address.searchParams.set('token', 'login-token-test');
      window.history.replaceState(window.history.state, '', address.toString());
      return {};
    },
  ],
  render: (args) => <ResetPasswordWidget {...args} client={createFakeAuthClient({ script: { 'links.startedHere': false } })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Continue signing in' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'LinkConfirm');
    await expect(new URL(window.location.href).searchParams.has('token')).toBe(false);
    await expect(new URL(window.location.href).searchParams.has('stytch_token_type')).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
  },
};
