import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, fakeAuthenticateResult, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountPasskeys } from '../../widgets/account-widget/account-access-sections';

type Props = Omit<ComponentProps<typeof AccountPasskeys>, 'client'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
};

const laptop = { webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' };
const phone = { webauthnRegistrationId: 'webauthn-phone', name: 'Phone' };

/** The passkey-registration flow as the account's section, alone, over a scripted client. */
function PasskeysStory({ user = fakeAccountUser({ webauthnRegistrations: [laptop, phone] }), sessionFactors = ['otp', 'totp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountPasskeys {...props} client={client} />;
}

const meta = {
  title: 'Widgets/AccountWidget/Passkeys',
  component: PasskeysStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof PasskeysStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const atList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Existing Passkeys' });
  return canvas;
};

/** The section opens on the list: the mode's rows, 'Add a passkey', no title of the mode's own and no 'Done'. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Passkeys' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Existing Passkeys' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Rename Laptop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Your Passkeys' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { user: fakeAccountUser() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no passkeys yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  },
};

/** 'Add a passkey': the mode's PasskeyRegistrationStart in the section. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a Passkey' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeVisible();
  },
};

/** Created: back on the list with the new passkey, announced, the focus on 'Add a passkey'. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Existing Passkeys' })).getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Passkey successfully created!'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
  },
};

/** 'Skip' from the start screen: the list again, the focus on 'Add a passkey'. */
export const Skipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
  },
};

export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Laptop' }));
    await expect(canvas.getByRole('textbox', { name: 'Passkey name' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Laptop' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Once deleted, the passkey cannot be restored.');
    await expect(canvas.getByRole('button', { name: 'Delete Laptop' })).toHaveFocus();
  },
};

/** Stytch refuses the passkey until a second factor (Ada's app): the mode's step-up, in the section. */
export const SteppingUp: Story = {
  args: {
    user: fakeAccountUser({ webauthnRegistrations: [laptop], totps: [{ totpId: 'totp-1', verified: true }] }),
    sessionFactors: ['password'],
    script: { 'webauthn.register': [fail('insufficient_factors'), fakeAuthenticateResult()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    await expect(await canvas.findByText('For your security, confirm it is you before creating a passkey.')).toBeVisible();
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
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
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
  },
};
