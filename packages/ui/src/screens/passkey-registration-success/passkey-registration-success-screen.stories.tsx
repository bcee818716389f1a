import { usePasskeyRegistrationSuccess } from '@portico/core/react';
import { createFakeAuthClient, fail, fakeUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { PasskeyRegistrationSuccessScreen } from './passkey-registration-success-screen';

type Passkeys = Array<{ webauthnRegistrationId: string; name: string }>;
type Props = {
  passkeys?: Passkeys;
  /** How the story gets past PasskeyRegistrationStart: a created passkey, or a skip. */
  via?: 'create' | 'skip';
  script?: FakeScript;
};

const laptop = { webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' };
const phone = { webauthnRegistrationId: 'webauthn-phone', name: 'Phone' };

/** A real registration-mode actor, driven past the start screen, showing its list. */
function ManagerStory({ via }: { via: 'create' | 'skip' }) {
  const manager = usePasskeyRegistrationSuccess();
  const driven = useRef(false);
  useEffect(() => {
    if (driven.current || !manager.registrationRef) return;
    driven.current = true;
    manager.registrationRef.send({ type: via === 'create' ? 'passkey.create' : 'passkey.skip' });
  }, [manager.registrationRef, via]);
  return manager.status === 'list' ? (
    <PasskeyRegistrationSuccessScreen actorRef={manager.actorRef} />
  ) : (
    <p data-slot="story-status">{manager.status}</p>
  );
}

function PasskeyRegistrationSuccessStory({ passkeys = [laptop, phone], via = 'skip', script = {} }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user: fakeUser(passkeys), script }));
  return (
    <StoryFrame client={client}>
      <ManagerStory via={via} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/PasskeyRegistrationSuccess',
  component: PasskeyRegistrationSuccessStory,
  parameters: { layout: 'padded' },
  args: { via: 'skip' },
} satisfies Meta<typeof PasskeyRegistrationSuccessStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const atList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Existing Passkeys' });
  return canvas;
};
const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Existing Passkeys' });
/** A passkey's name where the row shows it (its buttons' hidden names hold it too). */
const NAME = { selector: '[data-slot="passkey-name"]' };
const row = (canvasElement: HTMLElement, name: string) =>
  within(list(canvasElement))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name));

export const Created: Story = {
  args: { via: 'create', passkeys: [laptop] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await expect(await within(list(canvasElement)).findByText('Passkey 1', NAME)).toBeVisible();
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Set up another Passkey' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

export const AfterSkip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Passkeys' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Passkey successfully created!' })).not.toBeInTheDocument();
    const names = within(list(canvasElement))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-slot="passkey-name"]')?.textContent);
    await expect(names).toEqual(['Laptop', 'Phone']);
    await expect(canvas.getByRole('button', { name: 'Rename Laptop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Phone' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(canvas.getByText('You have no passkeys yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Set up another Passkey' })).toBeVisible();
  },
};

export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Laptop' }));
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Passkey name' });
    await expect(input).toHaveValue('Laptop');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input.selectionStart).toBe(0);
    await expect(input.selectionEnd).toBe('Laptop'.length);
    // One row at a time: the other rows' controls and the bottom buttons are gone meanwhile.
    await expect(canvas.queryByRole('button', { name: 'Rename Phone' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete Phone' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Set up another Passkey' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const RenameSaving: Story = {
  args: { script: { 'webauthn.update': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Laptop' }));
    await userEvent.keyboard('Work laptop{Enter}');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Passkey name' })).toHaveAttribute('readonly');
  },
};

export const RenameSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Laptop' }));
    // The name is selected: typing replaces it.
    await userEvent.keyboard('Work laptop{Enter}');
    const focused = await canvas.findByRole('button', { name: 'Rename Work laptop' });
    await waitFor(() => expect(focused).toHaveFocus());
    await expect(within(list(canvasElement)).getByText('Work laptop', NAME)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Rename Phone' })).toBeVisible();
  },
};

export const RenameEmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Laptop' }));
    const input = canvas.getByRole('textbox', { name: 'Passkey name' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Enter a name for the passkey.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a name for the passkey.');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const RenameFailed: Story = {
  args: { script: { 'webauthn.update': fail('unauthorized_action') } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Laptop' }));
    await userEvent.keyboard('Work laptop{Enter}');
    await expect(await canvas.findByText('Unauthorized action.')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Passkey name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('Work laptop');
  },
};

export const RenameEscapeCancels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Laptop' }));
    await userEvent.keyboard('Something else{Escape}');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename Laptop' })).toHaveFocus());
    await expect(within(list(canvasElement)).getByText('Laptop', NAME)).toBeVisible();
    await expect(within(list(canvasElement)).queryByText('Something else')).not.toBeInTheDocument();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Phone' }));
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent('Once deleted, the passkey cannot be restored.');
    await expect(warning).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Delete Phone' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('Once deleted, the passkey cannot be restored.');
    // Destructive: the theme's error colour (default #a01b1d).
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(160, 27, 29)');
    await expect(row(canvasElement, 'Phone')).toHaveAttribute('data-state', 'deleting');
    await expect(canvas.queryByRole('button', { name: 'Rename Laptop' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Phone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByText('Once deleted, the passkey cannot be restored.')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Phone' })).toHaveFocus());
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Deleting: Story = {
  args: { script: { 'user.deleteWebauthnRegistration': hang() } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Phone' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Delete Phone' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Phone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Phone' }));
    await waitFor(() => expect(within(list(canvasElement)).queryByText('Phone')).not.toBeInTheDocument());
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Existing Passkeys' })).toHaveFocus());
    await expect(canvas.queryByText('Once deleted, the passkey cannot be restored.')).not.toBeInTheDocument();
  },
};

export const DeleteFailed: Story = {
  args: { script: { 'user.deleteWebauthnRegistration': fail('network_unreachable') } },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Phone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Phone' }));
    // Spec §8: a failed delete is only reported; the row stays, focus back on its Delete.
    await waitFor(() => expect(canvas.queryByText('Once deleted, the passkey cannot be restored.')).not.toBeInTheDocument());
    await expect(within(list(canvasElement)).getByText('Phone', NAME)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Phone' })).toHaveFocus());
  },
};

const hostile = '<img src=x onerror=alert(1)>';

export const HostileName: Story = {
  args: { passkeys: [{ webauthnRegistrationId: 'webauthn-hostile', name: hostile }] },
  play: async ({ canvasElement }) => {
    const canvas = await atList(canvasElement);
    await expect(within(list(canvasElement)).getByText(hostile, NAME)).toBeVisible();
    await expect(list(canvasElement).querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: `Rename ${hostile}` })).toBeVisible();
  },
};
