import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountProfile } from '../../widgets/account-widget/account-sections';

type Props = Omit<ComponentProps<typeof AccountProfile>, 'client'> & { user?: AuthUser | null; sessionFactors?: string[]; script?: FakeScript };

/** The profile section alone (it loads the signed-in user itself), over a scripted client. */
function ProfileStory({ user = fakeAccountUser({ phoneNumbers: [] }), sessionFactors = ['otp'], script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, sessionFactors, script }));
  return <AccountProfile {...props} client={client} />;
}

const meta = {
  title: 'Screens/Account/Profile',
  component: ProfileStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
} satisfies Meta<typeof ProfileStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Profile' });
  return canvas;
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveAccessibleDescription('Your name, as this app shows it.');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Last name')).toHaveValue('Lovelace');
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    // Nothing to save yet: Save is there, and says so without losing the focus.
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const last = canvas.getByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'King{Enter}');
    await expect(await canvas.findByText('Your name has been saved.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByLabelText('Last name')).toHaveValue('King');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Saving: Story = {
  args: { script: { 'user.update': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'line');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('readonly');
  },
};

/** A failed save: why, in its place, and the name as typed. */
export const SaveFailed: Story = {
  args: { script: { 'user.update': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'line');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveAttribute('data-error-type', 'network_unreachable');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Adaline');
  },
};

/** 'Cancel' goes back to the saved name. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'line');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
  },
};

/**
 * Stytch refuses the change to this session (`insufficient_factors`): the user has a phone number,
 * so a code texted to it first; 'Cancel' leaves the step-up with the name as typed.
 */
export const SteppingUp: Story = {
  args: { user: fakeAccountUser(), script: { 'user.update': fail('insufficient_factors') } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'line');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(await canvas.findByLabelText('One-time passcode')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Adaline');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus());
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
  args: { script: { 'user.get': [fail('network_unreachable'), fakeAccountUser({ phoneNumbers: [] })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveAttribute('data-error-type', 'network_unreachable');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Ada');
  },
};
