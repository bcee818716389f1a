import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isolated, sentence } from '../../test/text';
import { AccountConnectedAccounts } from '../../widgets/account-widget/account-access-sections';

type Props = Omit<ComponentProps<typeof AccountConnectedAccounts>, 'client'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
};

/** A session of two factor categories (an emailed code, the app): Stytch's rule is met, nothing steps up first. */
const STRONG_SESSION = ['otp', 'totp'];

/** The section alone over the real flow and a scripted client whose signed-in user the story sets. */
function ConnectedAccountsStory({ user = fakeAccountUser(), sessionFactors = STRONG_SESSION, script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountConnectedAccounts {...props} client={client} />;
}

const meta = {
  title: 'Widgets/AccountWidget/ConnectedAccounts',
  component: ConnectedAccountsStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  args: { providers: ['google', 'github'] },
} satisfies Meta<typeof ConnectedAccountsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const atList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Social logins' });
  return canvas;
};

/** Ada: GitHub (with her picture there), an Ethereum wallet; Google can be linked. */
export const List: Story = {
  args: {
    user: fakeAccountUser({
      providers: [
        {
          providerType: 'GitHub',
          providerSubject: '583231',
          oauthUserRegistrationId: 'oauth-user-test-1',
          profilePictureUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%23639"/%3E%3C/svg%3E',
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Connected accounts' })).toBeVisible();
    const github = within(canvas.getByRole('list', { name: 'Social logins' })).getByRole('listitem');
    await expect(github).toHaveTextContent('GitHub');
    await expect(within(github).getByText(sentence('Account ID: 583231'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlink GitHub' })).toBeVisible();
    const wallet = within(canvas.getByRole('list', { name: 'Crypto wallets' })).getByRole('listitem');
    await expect(wallet).toHaveTextContent('0x6bad…0a11');
    await expect(wallet).toHaveTextContent('Ethereum wallet');
    await expect(canvas.getByRole('button', { name: 'Remove the wallet 0x6bad…0a11' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Link another account' })).getByRole('button', { name: 'Link Google' })).toBeVisible();
  },
};

/** Nothing connected, and nothing configured to link. */
export const Empty: Story = {
  args: { user: fakeAccountUser({ providers: [], cryptoWallets: [] }), providers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have not connected a social login or a crypto wallet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** GitHub is the only way Ada signs in: it cannot be removed, and the section says why. */
export const OnlyWayToSignIn: Story = {
  args: { user: fakeAccountUser({ emails: [], phoneNumbers: [], cryptoWallets: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(
      canvas.getByText('This is your only way to sign in: add an email address, a phone number or another account before you remove it.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unlink GitHub' })).not.toBeInTheDocument();
  },
};

export const ConfirmingUnlink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink GitHub' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Unlink GitHub?' });
    await expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with GitHub. You can link it again later.');
    await expect(within(dialog).getByRole('button', { name: 'Unlink' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const ConfirmingWalletRemoval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the wallet 0x6bad…0a11' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Remove the wallet 0x6bad…0a11?' });
    await expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with this wallet.');
  },
};

/** Confirmed: the request is under way (the dialog's button shows it). */
export const Unlinking: Story = {
  args: { script: { 'user.deleteOAuthRegistration': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink GitHub' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Unlink GitHub?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Unlink' })).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Unlinked: the row is gone, the change announced, the focus on the section's title. */
export const Unlinked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink GitHub' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Social logins' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The account is unlinked.'));
    await expect(canvas.getByRole('heading', { name: 'Connected accounts' })).toHaveFocus();
    await expect(within(canvas.getByRole('group', { name: 'Link another account' })).getByRole('button', { name: 'Link GitHub' })).toBeVisible();
  },
};

/** The unlink failed: the row stays, the error in the section. */
export const UnlinkFailed: Story = {
  args: { script: { 'user.deleteOAuthRegistration': fail('too_many_requests') } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink GitHub' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Unlink GitHub' })).toBeVisible();
  },
};

/** A session of one factor category (an emailed code): Stytch wants a second one first, the code texted to Ada. */
export const SteppingUp: Story = {
  args: { sessionFactors: ['otp'] },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink GitHub' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** 'Link Google': the attach token, then the browser leaves for Google (the fake stays: the button stays pending). */
export const Linking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link Google' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Link Google' })).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Taking you to ${isolated('Google')}…`));
  },
};

export const Loading: Story = {
  args: { script: { 'user.get': hang() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error: Cannot use Account component without active user authenticated.',
    );
  },
};

export const LoadFailed: Story = {
  args: { script: { 'user.get': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
