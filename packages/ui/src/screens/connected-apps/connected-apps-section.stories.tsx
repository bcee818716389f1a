import type { AuthUser, ConnectedApp } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, fakeConnectedApp, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentence } from '../../test/text';
import { AccountConnectedApps } from '../../widgets/account-widget/account-access-sections';

type Props = Omit<ComponentProps<typeof AccountConnectedApps>, 'client'> & {
  user?: AuthUser | null;
  apps?: ConnectedApp[];
  sessionFactors?: string[];
  script?: FakeScript;
};

/** A logo as a Connected App may have one (a data URL: no request leaves the story). */
const LOGO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Ccircle cx="4" cy="4" r="4" fill="%23286"/%3E%3C/svg%3E';

const docs = fakeConnectedApp({
  connectedAppId: 'connected-app-docs',
  name: 'Docs',
  description: 'Writes and shares documents.',
  logoUrl: LOGO,
  scopesGranted: ['openid', 'email', 'profile', 'offline_access', 'read:docs'],
});
const example = fakeConnectedApp();

/** The section alone over the real flow and a scripted client whose user let the story's apps in. */
function ConnectedAppsStory({ user = fakeAccountUser(), apps = [docs, example], sessionFactors = ['otp', 'totp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, connectedApps: apps, sessionFactors, script }));
  return <AccountConnectedApps {...props} client={client} />;
}

const meta = {
  title: 'Widgets/AccountWidget/ConnectedApps',
  component: ConnectedAppsStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof ConnectedAppsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const atList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Apps with access' });
  return canvas;
};

/** Two apps: one with its logo, a description and scopes in the consent screen's words (and a custom one). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    const rows = [...canvas.getByRole('list', { name: 'Apps with access' }).querySelectorAll<HTMLElement>(':scope > li')];
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Docs');
    await expect(within(rows[0]!).getByText('Writes and shares documents.')).toBeVisible();
    const scopes = within(rows[0]!).getByRole('list', { name: 'Docs can:' });
    await expect(within(scopes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Confirm your identity',
      'See your email address',
      'See your name and profile picture',
      'Stay connected (keep access when you are away)',
      'Use the read:docs scope',
    ]);
    await expect(canvas.getByRole('button', { name: 'Revoke access for Docs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke access for Example App' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { apps: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No app has access to your account.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ConfirmingRevoke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke access for Docs' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Revoke access for Docs?' });
    await expect(dialog).toHaveAccessibleDescription('Docs will no longer be able to use your account. If you use it again, it will ask for your permission.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Revoking: Story = {
  args: { script: { 'user.revokeConnectedApp': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke access for Docs' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Revoke access' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Revoked: the row is gone, the change announced. */
export const Revoked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke access for Docs' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Revoke access for Docs' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Access revoked.'));
    await expect(canvas.getByRole('heading', { name: 'Apps with access' })).toHaveFocus();
  },
};

export const RevokeFailed: Story = {
  args: { script: { 'user.revokeConnectedApp': fail('too_many_requests') } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke access for Docs' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke access for Docs' })).toHaveFocus();
  },
};

/** Stytch refuses until the session has a second factor (`insufficient_factors`): the step-up, then the revoke again. */
export const SteppingUp: Story = {
  args: { sessionFactors: ['otp'], script: { 'user.revokeConnectedApp': [fail('insufficient_factors'), undefined] } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke access for Docs' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }));
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
    await expect(canvas.getByText(sentence(/^A 6-digit passcode was sent to you at/))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { script: { 'user.connectedApps': hang() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
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
  args: { script: { 'user.connectedApps': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
