import type { AccountSession, AuthUser } from '@portico/core';
import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser, type FakeAccountBackendOptions, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentence } from '../../test/text';
import { AccountDevices } from '../../widgets/account-widget/account-access-sections';

type Props = Omit<ComponentProps<typeof AccountDevices>, 'client' | 'backend'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
  sessions?: AccountSession[];
  backendScript?: FakeAccountBackendOptions['script'];
};

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Ada's sessions: this Mac, her iPhone five hours ago, a Windows PC two days ago, and one whose user agent says nothing. */
function sessionsNow(): AccountSession[] {
  return [
    { sessionId: 'session-test-1', current: true, startedAt: ago(3 * 1440), lastAccessedAt: ago(0), expiresAt: later(60), userAgent: MAC_CHROME, ipAddress: '203.0.113.7' },
    { sessionId: 'session-test-2', current: false, startedAt: ago(9 * 1440), lastAccessedAt: ago(5 * 60), expiresAt: later(600), userAgent: IPHONE_SAFARI, ipAddress: '198.51.100.23' },
    { sessionId: 'session-test-3', current: false, startedAt: ago(20 * 1440), lastAccessedAt: ago(2 * 1440), expiresAt: later(900), userAgent: WINDOWS_FIREFOX, ipAddress: '2001:db8::17' },
    { sessionId: 'session-test-4', current: false, startedAt: ago(30 * 1440), lastAccessedAt: ago(40 * 1440), expiresAt: later(900), userAgent: '', ipAddress: '' },
  ];
}

/** The section alone over the real flow, a scripted client and an in-memory backend (the host's server). */
function DevicesStory({ user = fakeAccountUser(), sessionFactors = ['otp', 'totp'], script = {}, sessions, backendScript, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  const [backend] = useState(() => createFakeAccountBackend({ sessions: sessions ?? sessionsNow(), ...(backendScript && { script: backendScript }) }));
  return <AccountDevices {...props} client={client} backend={backend} />;
}

const meta = {
  title: 'Widgets/AccountWidget/Devices',
  component: DevicesStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof DevicesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const atList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Devices' }, { timeout: 5000 });
  return canvas;
};
const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: 'Devices' })).getAllByRole('listitem');
/** A row's name, as shown (its 'Sign out' button's hidden name holds it too). */
const nameOf = (row: HTMLElement | undefined) => row?.querySelector('[data-slot="account-list-row-label"]')?.textContent;

/** This device first ('This device', 'Active now'), then the most recently active, each with its browser, system and times. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    const [here, phone, pc, unknown] = rows(canvas);
    await expect(nameOf(here)).toBe('Chrome on macOS');
    await expect(within(here!).getByText('This device')).toBeVisible();
    await expect(within(here!).getByText('Active now')).toBeVisible();
    await expect(within(here!).getByRole('img', { name: 'Computer' })).toBeInTheDocument();
    await expect(nameOf(phone)).toBe('Safari on iOS');
    await expect(within(phone!).getByText(sentence('Last active 5 hours ago'))).toBeVisible();
    await expect(within(phone!).getByText(sentence('IP address 198.51.100.23'))).toBeVisible();
    await expect(within(phone!).getByRole('img', { name: 'Phone' })).toBeInTheDocument();
    await expect(nameOf(pc)).toBe('Firefox on Windows');
    await expect(within(pc!).getByText(sentence('Last active 2 days ago'))).toBeVisible();
    await expect(nameOf(unknown)).toBe('Unknown device');
    await expect(canvas.getByRole('button', { name: 'Sign out of this device' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out of Safari on iOS' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out of all other devices' })).toBeVisible();
  },
};

/** Only this device: nothing else to sign out of. */
export const OnlyThisDevice: Story = {
  args: { sessions: sessionsNow().slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(rows(canvas)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
  },
};

export const ConfirmingSignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of Safari on iOS' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Sign out of Safari on iOS?' });
    await expect(dialog).toHaveAccessibleDescription('Whoever uses that device will have to sign in again.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const ConfirmingSignOutHere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of this device' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Sign out of this device?' });
    await expect(dialog).toHaveAccessibleDescription('You will be signed out here, and will have to sign in again.');
  },
};

export const ConfirmingSignOutOthers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Sign out of all other devices?' });
    await expect(dialog).toHaveAccessibleDescription('Every device but this one will have to sign in again.');
  },
};

export const SigningOut: Story = {
  args: { backendScript: { revokeSession: ['hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of Safari on iOS' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign out' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Signed the phone out: its row is gone, the change announced. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of Safari on iOS' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Sign out of Safari on iOS' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('That device is signed out.'));
    await expect(canvas.getByRole('heading', { name: 'Devices' })).toHaveFocus();
  },
};

/** Every other device signed out: this one is left. */
export const SignedOutOthers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all other devices' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Every other device is signed out.'));
  },
};

/** This device signed out: the page's session is over. */
export const SignedOutHere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of this device' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('You are signed out.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Devices' })).not.toBeInTheDocument();
  },
};

/** The server wants a second factor first (Stytch's two-category rule): the step-up in place of the list. */
export const SteppingUp: Story = {
  args: { sessionFactors: ['otp'] },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all other devices' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
  },
};

export const SignOutFailed: Story = {
  args: { backendScript: { revokeSession: [{ fail: 'session_not_found' }] } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of Safari on iOS' }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out of Safari on iOS' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { backendScript: { listSessions: ['hang'] } },
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
  args: { backendScript: { listSessions: [{ fail: 'network_unreachable' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
