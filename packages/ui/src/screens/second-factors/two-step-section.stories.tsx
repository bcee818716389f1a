import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fakeAccountUser, fakeAuthenticateResult, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentence } from '../../test/text';
import { AccountTwoStep } from '../../widgets/account-widget/account-access-sections';

type Props = Omit<ComponentProps<typeof AccountTwoStep>, 'client'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
};

/** Ada with her authenticator app, her phone number and a passkey. */
const enrolled = fakeAccountUser({ totps: [{ totpId: 'totp-1', verified: true }], webauthnRegistrations: [{ webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' }] });

/** The second-factors flow as the account's section, alone, over a scripted client. */
function TwoStepStory({ user = enrolled, sessionFactors = ['otp', 'totp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountTwoStep {...props} client={client} />;
}

const meta = {
  title: 'Widgets/AccountWidget/TwoStep',
  component: TwoStepStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof TwoStepStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const atList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Your second steps' });
  return canvas;
};
const rowNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Your second steps' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('[data-slot="second-factor-name"]')?.textContent);

/** The mode's list in a section: the section's title and text, no passkeys (the page's passkeys section has them). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    const section = canvas.getByRole('region', { name: 'Two-step verification' });
    await expect(section).toHaveAccessibleDescription('A second step at login keeps your account safe, even if someone learns your password.');
    await expect(canvas.getAllByRole('heading', { name: 'Two-step verification' })).toHaveLength(1);
    await expect(rowNames(canvas)).toEqual(['Authenticator app', 'Text message to •••• 0100']);
    await expect(canvas.getByText(sentence('Recovery codes left: 4'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Passkeys' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { user: fakeAccountUser({ phoneNumbers: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(canvas.getByText('You have not added a second step yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add phone number' })).toBeVisible();
  },
};

export const ConfirmingRemoval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the phone number •••• 0100' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Remove the phone number •••• 0100?');
  },
};

/** 'Add authenticator app': the MFA screens' enrolment in the section, with 'Cancel'. */
export const Enrolling: Story = {
  args: { user: fakeAccountUser({ phoneNumbers: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add authenticator app' }));
    await expect(await canvas.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** 'Cancel' back to the list: the focus on the section's title. */
export const EnrolmentCancelled: Story = {
  args: { user: fakeAccountUser({ phoneNumbers: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add authenticator app' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await canvas.findByRole('heading', { name: 'Your second steps' });
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Two-step verification' })).toHaveFocus());
  },
};

/** Removing the app from a password session: Stytch wants a second factor first, in the section. */
export const SteppingUp: Story = {
  args: {
    user: fakeAccountUser({ phoneNumbers: [], totps: [{ totpId: 'totp-1', verified: true }] }),
    sessionFactors: ['password'],
    script: { 'totps.authenticate': fakeAuthenticateResult(undefined, ['password', 'totp']) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the authenticator app' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the authenticator app' }));
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error: Cannot use SecondFactors component without active user authenticated.',
    );
  },
};
