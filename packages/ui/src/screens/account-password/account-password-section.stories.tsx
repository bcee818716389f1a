import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, fakeAuthenticateResult, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountPassword } from '../../widgets/account-widget/account-sections';

type Props = Omit<ComponentProps<typeof AccountPassword>, 'client'> & { user?: AuthUser | null; sessionFactors?: string[]; script?: FakeScript };

const passkey = { webauthnRegistrationId: 'webauthn-test-1', name: 'Laptop' };
/** Ada with a password; this session (a passkey and an emailed code) has the two categories Stytch's rule asks for. */
const ada = fakeAccountUser({ webauthnRegistrations: [passkey] });
const withoutPassword = fakeAccountUser({ webauthnRegistrations: [passkey], password: null });
const STRONG = 'correct horse battery staple';

/** The password section alone (it loads the signed-in user itself), over a scripted client. */
function PasswordStory({ user = ada, sessionFactors = ['webauthn', 'otp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountPassword {...props} client={client} />;
}

const meta = {
  title: 'Screens/Account/Password',
  component: PasswordStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof PasswordStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Password' });
  return canvas;
};
/** Types a new password and waits for the strength check's answer about it. */
const typeNew = async (canvas: ReturnType<typeof within>, password: string) => {
  await userEvent.type(canvas.getByLabelText('New password'), password);
  await waitFor(() => expect(canvas.getByRole('button', { name: /^(Change|Set) password$/ })).not.toHaveAttribute('aria-disabled'));
};

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Password' })).toHaveAccessibleDescription('Change the password you sign in with.');
    // For password managers: the username it goes with, the current and the new password.
    await expect(canvasElement.querySelector('input[autocomplete="username"]')).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'I do not know my current password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'the old one');
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password has been changed.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
  },
};

export const CurrentRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription('Enter your current password.');
    await expect(canvas.getByLabelText('New password')).toHaveValue(STRONG);
  },
};

/** A wrong current password: said at its field, which has the focus; both passwords stay. */
export const WrongCurrentPassword: Story = {
  args: { script: { 'passwords.resetByExistingPassword': fail('unauthorized_credentials') } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'not it');
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveAccessibleDescription('Unauthorized credentials.');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveValue('not it');
    await expect(canvas.getByLabelText('New password')).toHaveValue(STRONG);
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'the old one');
    await typeNew(canvas, 'abcdef');
    await expect(canvas.getByText('Add another word or two. Uncommon words are better.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The password screens' breach warning. */
export const BreachedPassword: Story = {
  args: { user: withoutPassword },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeNew(canvas, 'password');
    await expect(await canvas.findByText(/breached|security issue/)).toBeVisible();
  },
};

export const Saving: Story = {
  args: { script: { 'passwords.resetByExistingPassword': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'the old one');
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SaveFailed: Story = {
  args: { script: { 'passwords.resetByExistingPassword': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'the old one');
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="section-error"]')).toHaveAttribute('data-error-type', 'network_unreachable'));
    await expect(canvas.getByLabelText('Current password')).toHaveValue('the old one');
  },
};

/** 'I do not know my current password': a new one by the session alone, and the way back. */
export const ForgotCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'I do not know my current password' }));
    await expect(canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await expect(canvas.getByText(/You can set a new password without your current one/)).toBeVisible();
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password has been changed.')).toBeInTheDocument();
  },
};

export const SetPassword: Story = {
  args: { user: withoutPassword },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Password' })).toHaveAccessibleDescription(
      'You have no password yet. Set one to sign in with your email address and a password.',
    );
    await expect(canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText('Your password has been set.')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Password' })).toHaveAccessibleDescription('Change the password you sign in with.');
  },
};

/**
 * Setting one by the session is a change Stytch gates: this session proved only her address and
 * she has a phone number, so a code texted to it first; then the password is set.
 */
export const SteppingUp: Story = {
  args: {
    user: fakeAccountUser({ password: null }),
    sessionFactors: ['otp'],
    script: {
      'otps.authenticate': () => {
        const result = fakeAuthenticateResult(undefined, ['otp', 'otp']);
        result.session!.authenticationFactors[1]!.deliveryMethod = 'sms';
        return result;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '123456');
    await expect(await canvas.findByText('Your password has been set.')).toBeInTheDocument();
  },
};

/** Leaving the step-up keeps the password typed. */
export const SteppingUpCancelled: Story = {
  args: { user: fakeAccountUser({ password: null }), sessionFactors: ['otp'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeNew(canvas, STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByLabelText('New password')).toHaveValue(STRONG);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Set password' })).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};
