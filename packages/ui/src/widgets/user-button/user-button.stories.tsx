import type { AuthUser } from '@portico/core';
import { createFakeAccountBackend, createFakeAuthClient, fail, fakeAccountUser, hang, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserButton } from './user-button';

type Props = Omit<ComponentProps<typeof UserButton>, 'client'> & { user?: AuthUser | null; script?: FakeScript };

/** A picture as a social login gives one (inline, so the story loads nothing). */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="#0a5c36"/><circle cx="36" cy="28" r="14" fill="#f3e7c9"/><rect x="14" y="48" width="44" height="24" rx="12" fill="#f3e7c9"/></svg>');

/** The button at the end of a host's header, over a scripted client whose signed-in user the story sets. */
function UserButtonStory({ user = fakeAccountUser(), script = {}, ...props }: Props) {
  const [client] = useState(() => createFakeAuthClient({ user, script }));
  return (
    <header style={{ color: 'CanvasText', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, minHeight: 56 }}>
      <strong>Acme</strong>
      <UserButton {...props} client={client} />
    </header>
  );
}

const meta = {
  title: 'Widgets/UserButton',
  component: UserButtonStory,
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  args: { onManageAccount: fn(), onSignedOut: fn() },
} satisfies Meta<typeof UserButtonStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: /^Account menu for/ });

/** Opens the menu with the keyboard, as a user would: focus on the button, Enter. */
async function openMenu(canvasElement: HTMLElement) {
  const button = await trigger(canvasElement);
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await within(canvasElement).findByRole('menu');
  return { button, menu };
}

/** Nobody signed in: the button renders nothing (the header keeps its own content). */
export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acme')).toBeVisible();
    // The client's user is read after the first render: give it the time to arrive, and still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="user-button"]')).toBeNull();
  },
};

/** Signed in: the initials, the button named after the user. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const button = await trigger(canvasElement);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-slot="user-initials"]')).toHaveTextContent('AL');
  },
};

/** A social login gave a picture: it replaces the initials once loaded. */
export const WithPicture: Story = {
  args: {
    user: fakeAccountUser({ providers: [{ providerType: 'Google', providerSubject: 'ada', oauthUserRegistrationId: 'oauth-1', profilePictureUrl: PICTURE }] }),
  },
  play: async ({ canvasElement }) => {
    await trigger(canvasElement);
    const image = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLImageElement>('[data-slot="user-avatar"] img');
      if (!found) throw new Error('the picture has not loaded');
      return found;
    });
    // Decorative: the button's own words name the user.
    await expect(image).toHaveAttribute('alt', '');
    await expect(await trigger(canvasElement)).toHaveAccessibleName('Account menu for Ada Lovelace');
    await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(canvasElement.querySelector('[data-slot="user-initials"]')).toBeNull();
  },
};

/** The menu opened by the keyboard: name and email, 'Manage account' focused, 'Sign out'. */
export const MenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Manage account', 'Sign out']);
    await expect(items[0]).toHaveFocus();
    await expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    await expect(within(menu).getByText('ada@example.com')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[0]).toHaveFocus();
    await expect(args.onManageAccount).not.toHaveBeenCalled();
  },
};

/** The menu of a user without a name, with 'Manage account' a link to the host's page. */
export const MenuOpenWithoutName: Story = {
  args: { user: fakeAccountUser({ name: {} }), onManageAccount: undefined, manageAccountUrl: '/account' },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Manage account' })).toHaveAttribute('href', '/account');
    // The email is the name: shown once.
    await expect(within(menu).getAllByText('ada@example.com')).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-slot="user-initials"]')).toHaveTextContent('A');
  },
};

/** 'Sign out' pressed, the server not answering yet: the menu stays, the item says so. */
export const SigningOut: Story = {
  args: { script: { 'session.revoke': hang() } },
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    await userEvent.keyboard('{End}{Enter}');
    const item = await within(menu).findByRole('menuitem', { name: 'Signing out…' });
    await expect(item).toHaveAttribute('aria-busy', 'true');
    await expect(item).toHaveFocus();
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/** Signing out failed: why, under 'Sign out', which stays to try again. */
export const SignOutFailed: Story = {
  args: { script: { 'session.revoke': fail('network_unreachable') } },
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    await userEvent.keyboard('{End}{Enter}');
    const error = await waitFor(() => {
      const found = menu.querySelector<HTMLElement>('[data-slot="user-button-error"]');
      if (!found) throw new Error('no error yet');
      return found;
    });
    await expect(error).toHaveTextContent(/^Signing out failed\. You are still signed in\./);
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Signing out failed. You are still signed in.');
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/** In a shadow root of its own (`enableShadowDOM`), as `<portico-user-button>` renders: the menu inside it. */
export const InShadowRoot: Story = {
  args: { enableShadowDOM: true },
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-slot="shadow-host"]')!;
    const button = await waitFor(() => {
      const found = host.shadowRoot?.querySelector<HTMLButtonElement>('[data-slot="user-button-trigger"]');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = await waitFor(() => {
      const found = [...host.shadowRoot!.querySelectorAll<HTMLElement>('[role="menuitem"]')];
      if (found.length !== 2) throw new Error('no menu yet');
      return found;
    });
    await expect(host.shadowRoot!.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(host.shadowRoot!.activeElement).toBe(items[1]);
  },
};

/** Opens 'Manage account' (no page of the host's) by the keyboard and waits for the account in its dialog. */
async function openAccountDialog(root: HTMLElement | ShadowRoot) {
  const button = await waitFor(() => {
    const found = root.querySelector<HTMLButtonElement>('[data-slot="user-button-trigger"]');
    if (!found) throw new Error('not rendered yet');
    return found;
  });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => {
    if (!root.querySelector('[role="menuitem"]')) throw new Error('no menu yet');
  });
  await userEvent.keyboard('{Enter}');
  const dialog = await waitFor(() => {
    const found = root.querySelector<HTMLElement>('[role="dialog"]');
    if (!found?.querySelector('[data-section="profile"]')) throw new Error('no account yet');
    return found;
  });
  return { button, dialog };
}

/**
 * 'Manage account' without `manageAccountUrl` or `onManageAccount`: the account widget (fetched
 * then) in a modal dialog, with the button's `backend` (devices, delete account); its title has the focus.
 */
export const AccountDialog: Story = {
  args: { onManageAccount: undefined, backend: createFakeAccountBackend() },
  play: async ({ canvasElement }) => {
    const { dialog } = await openAccountDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Manage account');
    const title = within(dialog).getByRole('heading', { name: 'Manage account' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(within(dialog).getByRole('region', { name: 'Profile' })).toBeVisible();
    await expect(await within(dialog).findByRole('region', { name: 'Devices' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The same in the button's shadow root (`enableShadowDOM`, as `<portico-user-button>`): the dialog inside it, Tab kept in it. */
export const AccountDialogInShadowRoot: Story = {
  args: { onManageAccount: undefined, enableShadowDOM: true },
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-slot="shadow-host"]')!;
    const shadow = await waitFor(() => {
      if (!host.shadowRoot) throw new Error('no shadow root yet');
      return host.shadowRoot;
    });
    const { dialog, button } = await openAccountDialog(shadow);
    const title = dialog.querySelector('[data-slot="account-dialog-title"]');
    await waitFor(() => expect(shadow.activeElement).toBe(title));
    // Shift+Tab from the title goes to the dialog's last control, Tab from there to Close: the focus stays in.
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(shadow.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).toBeNull());
    await expect(shadow.activeElement).toBe(button);
  },
};

