import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fakeAuthenticateResult, fakeUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SecondFactorsWidget } from './second-factors-widget';
import { sentence } from '../../test/text';

type Props = Omit<ComponentProps<typeof SecondFactorsWidget>, 'client'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
};

const phone = { phoneId: 'phone-1', phoneNumber: '+14155550100', verified: true };
const workPhone = { phoneId: 'phone-2', phoneNumber: '+351912345678', verified: true };
const passkeys = [
  { webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' },
  { webauthnRegistrationId: 'webauthn-phone', name: 'Phone' },
];
/** Ada with everything: the app, two phone numbers, two passkeys. */
const enrolled: AuthUser = { ...fakeUser(passkeys), totps: [{ totpId: 'totp-1', verified: true }], phoneNumbers: [phone, workPhone] };
const appOnly: AuthUser = { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] };

/** The widget over the real machine and a scripted client whose signed-in user the story sets. */
function SecondFactorsWidgetStory({ user = enrolled, sessionFactors = ['otp', 'totp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <SecondFactorsWidget {...props} client={client} />;
}

const meta = {
  title: 'Widgets/SecondFactorsWidget',
  component: SecondFactorsWidgetStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof SecondFactorsWidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="widget-frame"]');
const atList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Your second steps' });
  return canvas;
};

export const Empty: Story = {
  args: { user: fakeUser() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(canvas.getByText('You have not added a second step yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add phone number' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Get new codes' })).not.toBeInTheDocument();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'SecondFactors');
  },
};

export const AppPhonesAndPasskeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Your second steps' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('[data-slot="second-factor-name"]')?.textContent)).toEqual([
      'Authenticator app',
      'Text message to •••• 0100',
      'Text message to •••• 5678',
    ]);
    await expect(canvas.getByRole('button', { name: 'Remove the phone number •••• 5678' })).toBeVisible();
    await expect(canvas.getByText(sentence('Recovery codes left: 4'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get new codes' })).toBeVisible();
    // 'Remove' is a list row's lighter destructive style (the confirmation's is filled); 'Get new codes' is 12 px under its words.
    await expect(canvas.getByRole('button', { name: 'Remove the authenticator app' })).toHaveAttribute('data-variant', 'destructive-outline');
    const renewText = canvas.getByText('You will set up your authenticator app again: new recovery codes come with it, and the old codes stop working.');
    await expect(canvas.getByRole('button', { name: 'Get new codes' }).getBoundingClientRect().top - renewText.getBoundingClientRect().bottom).toBe(12);
    await expect(within(canvas.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Add authenticator app' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add phone number' })).toBeVisible();
  },
};

export const ConfirmingRemoval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the phone number •••• 0100' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Remove the phone number •••• 0100?');
    const confirm = canvas.getByRole('button', { name: 'Remove the phone number •••• 0100' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add phone number' })).not.toBeInTheDocument();
  },
};

export const LastSecondFactor: Story = {
  args: { user: appOnly, mfaOptions: { policy: 'required', methods: ['totp', 'sms'] } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(canvas.getByText('This app requires a second step at login: keep at least one.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the authenticator app' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This is your only second step at login, and this app requires one. Add another before you remove it.',
    );
  },
};

export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error: Cannot use SecondFactors component without active user authenticated.',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'SecondFactorsError');
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'Loading');
  },
};

export const Enrolling: Story = {
  args: { user: fakeUser() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add authenticator app' }));
    await expect(await canvas.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(frame(canvasElement)).toHaveAttribute('data-screen', 'SecondFactorsEnrol');
  },
};

/**
 * Removing the app from a password session (the user has only the app): Stytch wants two factor
 * categories, so the app's code, then a code emailed to the user, before the change.
 */
export const SteppingUpByEmail: Story = {
  args: {
    user: appOnly,
    sessionFactors: ['password'],
    script: { 'totps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp']) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the authenticator app' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the authenticator app' }));
    await expect(canvas.getByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), '123456');
    await expect(await canvas.findByText(sentence('A 6-digit passcode was sent to you at ada@example.com.'))).toBeVisible();
    await expect(canvas.getByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
