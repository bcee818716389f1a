import type { AuthUser } from '@portico/core';
import { createFakeAccountBackend, createFakeAuthClient, fail, fakeAccountUser, hang, type FakeAccountBackendOptions, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentence } from '../../test/text';
import { AccountDeleteAccount } from '../../widgets/account-widget/account-access-sections';

type Props = Omit<ComponentProps<typeof AccountDeleteAccount>, 'client' | 'backend'> & {
  user?: AuthUser | null;
  sessionFactors?: string[];
  script?: FakeScript;
  backendScript?: FakeAccountBackendOptions['script'];
};

/** The section alone over the real flow, a scripted client and an in-memory backend (the host's server). */
function DeleteAccountStory({ user = fakeAccountUser(), sessionFactors = ['otp', 'totp'], script = {}, backendScript, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  const [backend] = useState(() => createFakeAccountBackend(backendScript ? { script: backendScript } : {}));
  return <AccountDeleteAccount {...props} client={client} backend={backend} />;
}

const meta = {
  title: 'Widgets/AccountWidget/DeleteAccount',
  component: DeleteAccountStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof DeleteAccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'To confirm, type ada@example.com';

const atForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: LABEL });
  return canvas;
};
const field = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: LABEL });
const deleteButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Delete account' });

/** What deleting does, the field that says exactly what to type, and the button, not pressable yet. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atForm(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Delete account' })).toHaveAccessibleDescription(
      'Your account, your ways to sign in and the access you gave apps are deleted for good. This cannot be undone.',
    );
    await expect(field(canvas)).toHaveValue('');
    await expect(deleteButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Enter with words that do not match: said at the field. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atForm(canvasElement);
    await userEvent.type(field(canvas), 'ada@example{Enter}');
    await expect(await canvas.findByText(sentence('Type ada@example.com exactly as shown.'))).toBeVisible();
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(deleteButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The words match (letter case aside): the button can be pressed. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atForm(canvasElement);
    await userEvent.type(field(canvas), 'Ada@Example.com');
    await waitFor(() => expect(deleteButton(canvas)).not.toHaveAttribute('aria-disabled'));
  },
};

export const Deleting: Story = {
  args: { backendScript: { deleteUser: ['hang'] } },
  play: async ({ canvasElement }) => {
    const canvas = await atForm(canvasElement);
    await userEvent.type(field(canvas), 'ada@example.com');
    await userEvent.click(deleteButton(canvas));
    await waitFor(() => expect(deleteButton(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(field(canvas)).toHaveAttribute('readonly');
  },
};

/** Deleted: the end, said and focused; the page is signed out. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atForm(canvasElement);
    await userEvent.type(field(canvas), 'ada@example.com{Enter}');
    const end = await canvas.findByText('Your account is deleted, and you are signed out.');
    await expect(end).toBeVisible();
    await waitFor(() => expect(end).toHaveFocus());
  },
};

/** The server refused: the error in the section, what was typed kept. */
export const DeleteFailed: Story = {
  args: { backendScript: { deleteUser: [{ fail: 'too_many_requests' }] } },
  play: async ({ canvasElement }) => {
    const canvas = await atForm(canvasElement);
    await userEvent.type(field(canvas), 'ada@example.com{Enter}');
    await expect(await canvas.findByText('Too many requests right now. Please wait a moment, then try again.')).toBeVisible();
    await expect(field(canvas)).toHaveValue('ada@example.com');
  },
};

/** A session of one factor category: the step-up first (a code texted to Ada); the words typed wait. */
export const SteppingUp: Story = {
  args: { sessionFactors: ['otp'] },
  play: async ({ canvasElement }) => {
    const canvas = await atForm(canvasElement);
    await userEvent.type(field(canvas), 'ada@example.com{Enter}');
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('textbox', { name: LABEL })).toHaveValue('ada@example.com');
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
