import type { AuthUser } from '@portico/core';
import { createFakeAccountBackend, createFakeAuthClient, fail, fakeAccountUser, type FakeScript } from '@portico/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { UserButton, type UserButtonProps } from './user-button';

const TRIGGER = 'Account menu for Ada Lovelace';

// Radix's popper measures its content (floating-ui watches it with a ResizeObserver): jsdom has none.
const originalResizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = originalResizeObserver;
});

function setup({
  user = fakeAccountUser(),
  script = {},
  props = {},
  sessionFactors,
}: { user?: AuthUser | null; script?: FakeScript; props?: Partial<UserButtonProps>; sessionFactors?: string[] } = {}) {
  const client = createFakeAuthClient({ user, script, ...(sessionFactors && { sessionFactors }) });
  const rendered = render(
    <header>
      <a href="/">Home</a>
      <UserButton client={client} {...props} />
    </header>,
  );
  return { client, user: userEvent.setup(), ...rendered };
}

/** The trigger, once the client's user has reached the button. */
const trigger = () => screen.findByRole('button', { name: TRIGGER });
const menu = () => screen.getByRole('menu');
const items = () => within(menu()).getAllByRole('menuitem');

describe('UserButton', () => {
  it('nothing while nobody is signed in; the button once someone signs in on the page, and gone once they sign out', async () => {
    const { client, container } = setup({ user: null });
    await act(async () => {});
    expect(container.querySelector('[data-slot="user-button"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => client.setUser(fakeAccountUser()));
    expect(await trigger()).toBeInTheDocument();
    // The initials show; the name is the button's.
    expect(container.querySelector('[data-slot="user-initials"]')).toHaveTextContent('AL');
    act(() => client.setUser(null));
    await waitFor(() => expect(screen.queryByRole('button', { name: TRIGGER })).toBeNull());
  });

  it('opens with Enter on the first item, shows the name and email, moves with the arrows, Home and End, and Escape returns the focus', async () => {
    const onManageAccount = vi.fn();
    const { user, container } = setup({ props: { onManageAccount } });
    const button = await trigger();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{Enter}');
    expect(menu()).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(items().map((item) => item.textContent)).toEqual(['Manage account', 'Sign out']);
    expect(items()[0]).toHaveFocus();
    expect(within(menu()).getByText('Ada Lovelace')).toBeVisible();
    expect(within(menu()).getByText('ada@example.com')).toBeVisible();
    // The menu is named by its button and described by who is signed in.
    expect(menu()).toHaveAccessibleName(TRIGGER);
    expect(menu()).toHaveAccessibleDescription('Ada Lovelace ada@example.com');
    await expectNoAxeViolations(container);

    await user.keyboard('{ArrowDown}');
    expect(items()[1]).toHaveFocus();
    // No wrapping (Radix's menus do not loop).
    await user.keyboard('{ArrowDown}');
    expect(items()[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items()[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items()[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(onManageAccount).not.toHaveBeenCalled();
  });

  it('opens with Space and with ArrowDown; the menu is in the widget, themed and in its language', async () => {
    const { user, container } = setup({ props: { onManageAccount: () => {} } });
    const button = await trigger();
    button.focus();
    await user.keyboard(' ');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items()[0]).toHaveFocus();
    expect(container.querySelector('[data-slot="user-button"]')!.contains(menu())).toBe(true);
  });

  it("'Manage account' calls onManageAccount (Enter), and the menu closes on the button", async () => {
    const onManageAccount = vi.fn();
    const { user } = setup({ props: { onManageAccount } });
    const button = await trigger();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onManageAccount).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("'Manage account' is a link with manageAccountUrl (onManageAccount takes a plain click); the dialog without either, and for a javascript: address", async () => {
    const first = setup({ props: { manageAccountUrl: '/account' } });
    (await trigger()).focus();
    await first.user.keyboard('{Enter}');
    expect(within(menu()).getByRole('menuitem', { name: 'Manage account' })).toHaveAttribute('href', '/account');
    first.unmount();

    const onManageAccount = vi.fn();
    const both = setup({ props: { manageAccountUrl: '/account', onManageAccount } });
    (await trigger()).focus();
    await both.user.keyboard('{Enter}');
    const link = within(menu()).getByRole('menuitem', { name: 'Manage account' });
    expect(link).toHaveAttribute('href', '/account');
    // Whether the link's click kept its navigation, as the document sees it after every handler.
    const clicks: boolean[] = [];
    const record = (event: Event) => clicks.push(event.defaultPrevented);
    document.addEventListener('click', record);
    await both.user.keyboard('{Enter}');
    document.removeEventListener('click', record);
    expect(onManageAccount).toHaveBeenCalledTimes(1);
    // The link did not navigate; the menu closed, the focus back on the button.
    expect(clicks).toEqual([true]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await trigger()).toHaveFocus();
    both.unmount();

    const none = setup();
    (await trigger()).focus();
    await none.user.keyboard('{Enter}');
    // Not a link: the item opens the account in a dialog (tested below).
    expect(within(menu()).getByRole('menuitem', { name: 'Manage account' })).not.toHaveAttribute('href');
    expect(items()[0]).toHaveFocus();
    none.unmount();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hostile = setup({ props: { manageAccountUrl: 'javascript:alert(1)' } });
    (await trigger()).focus();
    await hostile.user.keyboard('{Enter}');
    expect(items().map((item) => item.textContent)).toEqual(['Manage account', 'Sign out']);
    expect(within(menu()).getByRole('menuitem', { name: 'Manage account' })).not.toHaveAttribute('href');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('manageAccountUrl must be an http(s) URL'));
    error.mockRestore();
  });

  it("'Sign out': the menu stays while it is pending, then the button goes and onSignedOut is called", async () => {
    let answer!: () => void;
    const onSignedOut = vi.fn();
    const { client, user } = setup({
      script: { 'session.revoke': () => new Promise<void>((resolve) => (answer = resolve)) },
      props: { onSignedOut },
    });
    (await trigger()).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}{Enter}');
    const item = within(menu()).getByRole('menuitem', { name: 'Signing out…' });
    expect(item).toHaveAttribute('aria-busy', 'true');
    expect(item).toHaveFocus();
    // Pressed again while pending: one request.
    await user.keyboard('{Enter}');
    expect(client.callsTo('session.revoke')).toHaveLength(1);
    await act(async () => answer());
    await waitFor(() => expect(screen.queryByRole('button', { name: TRIGGER })).toBeNull());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('a failed sign-out: why, in the menu under the item (its description) and announced; callbacks.onError; trying again works', async () => {
    const onError = vi.fn();
    const onSignedOut = vi.fn();
    const { user, container } = setup({ script: { 'session.revoke': [fail('network_unreachable'), undefined] }, props: { onSignedOut, callbacks: { onError } } });
    (await trigger()).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    const item = await within(menu()).findByRole('menuitem', { name: 'Sign out' });
    await waitFor(() => expect(item).toHaveAccessibleDescription(/^Signing out failed\. You are still signed in\. .+/));
    expect(container.querySelector('[data-slot="user-button-error"]')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Signing out failed. You are still signed in.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ type: 'network_unreachable' }));
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(item).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
  });

  it("the picture a social login gave, named; the initials stay while it loads (jsdom loads no image)", async () => {
    const providers = [{ providerType: 'Google', providerSubject: 'ada', oauthUserRegistrationId: 'oauth-1', profilePictureUrl: 'https://avatars.example/ada.png' }];
    const { container } = setup({ user: fakeAccountUser({ providers }) });
    await trigger();
    expect(container.querySelector('[data-slot="user-initials"]')).toHaveTextContent('AL');
  });

  it('the keyboard in a shadow root (enableShadowDOM): Radix alone would skip to the last item', async () => {
    const { user, container } = setup({ props: { enableShadowDOM: true, onManageAccount: () => {} } });
    const host = container.querySelector('[data-slot="shadow-host"]')!;
    const shadow = () => host.shadowRoot!;
    await waitFor(() => expect(shadow().querySelector('[data-slot="user-button-trigger"]')).not.toBeNull());
    const button = shadow().querySelector<HTMLButtonElement>('[data-slot="user-button-trigger"]')!;
    button.focus();
    expect(shadow().activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const menuItems = () => [...shadow().querySelectorAll('[role="menuitem"]')];
    await waitFor(() => expect(menuItems()).toHaveLength(2));
    expect(shadow().activeElement).toBe(menuItems()[0]);
    await user.keyboard('{ArrowDown}');
    expect(shadow().activeElement).toBe(menuItems()[1]);
    await user.keyboard('{Home}');
    expect(shadow().activeElement).toBe(menuItems()[0]);
    await user.keyboard('{Escape}');
    expect(shadow().querySelector('[role="menu"]')).toBeNull();
    expect(shadow().activeElement).toBe(button);
  });
});

/** Opens the menu by the keyboard and chooses 'Manage account'; resolves once the account shows in the dialog. */
async function openAccountDialog(user: ReturnType<typeof userEvent.setup>, root: Document | ShadowRoot = document) {
  const button = root.querySelector<HTMLButtonElement>('[data-slot="user-button-trigger"]')!;
  button.focus();
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  return button;
}

describe("UserButton's 'Manage account' in a dialog (no manageAccountUrl, no onManageAccount)", () => {
  it('opens the account widget in a modal dialog by the keyboard: the title focused, Tab kept inside, Escape closes and the focus returns to the button', async () => {
    const { user, container } = setup();
    await trigger();
    const button = await openAccountDialog(user);
    expect(screen.queryByRole('menu')).toBeNull();
    const opened = await screen.findByRole('dialog', { name: 'Manage account' });
    // In the button's root (its theme and language), modal, its title focused.
    expect(container.querySelector('[data-slot="user-button"]')).toContainElement(opened);
    // Modal: the page behind it is hidden from assistive technology (Radix's aria-hidden).
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    await waitFor(() => expect(within(opened).getByRole('heading', { name: 'Manage account' })).toHaveFocus());
    // The account, loaded on demand, with its sections.
    expect(await within(opened).findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(within(opened).getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expectNoAxeViolations(opened);

    // Tab from the title reaches Close first; Shift+Tab from Close wraps to the dialog's last control, and Tab from there back to Close.
    await user.tab();
    const close = within(opened).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    const last = document.activeElement as HTMLElement;
    expect(opened).toContainElement(last);
    expect(last).not.toBe(close);
    await user.tab();
    expect(close).toHaveFocus();

    // A confirmation inside it: Escape closes the confirmation only, the focus back on its opener.
    const phones = within(opened).getByRole('region', { name: 'Phone numbers' });
    const remove = within(phones).getByRole('button', { name: /^Remove / });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Manage account' })).toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    // Close does the same.
    await openAccountDialog(user);
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it("takes the button's account props: with a backend, the devices and delete-account sections; a deletion there ends it signed out (onSignedOut), said in the dialog", async () => {
    const backend = createFakeAccountBackend();
    const onSignedOut = vi.fn();
    // A session with both of Ada's categories (her email's code, an authenticator app's): no step-up.
    const { user, client } = setup({ sessionFactors: ['otp', 'totp'], props: { backend, onSignedOut, mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } } });
    await trigger();
    await openAccountDialog(user);
    const opened = await screen.findByRole('dialog', { name: 'Manage account' });
    expect(await within(opened).findByRole('region', { name: 'Devices' })).toBeInTheDocument();
    await waitFor(() => expect(backend.callsTo('listSessions')).toHaveLength(1));
    // mfaOptions: the two-step section offers the authenticator app only.
    const twoStep = within(opened).getByRole('region', { name: 'Two-step verification' });
    expect(within(twoStep).queryByRole('button', { name: 'Add phone number' })).toBeNull();
    expect(within(twoStep).getByRole('button', { name: 'Add authenticator app' })).toBeInTheDocument();

    await user.type(within(opened).getByRole('textbox', { name: 'To confirm, type ada@example.com' }), 'ada@example.com{Enter}');
    await within(opened).findByText('Your account has been deleted.');
    expect(backend.callsTo('deleteUser')).toHaveLength(1);
    expect(client.callsTo('session.revoke')).toHaveLength(1);
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    // The button is gone (nobody is signed in); the dialog stays until closed.
    expect(screen.queryByRole('button', { name: TRIGGER })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('[data-slot="user-button"]')).toBeNull();
  });

  it('in a shadow root (enableShadowDOM): the dialog inside it, the title focused, Tab kept inside, Escape back to the button', async () => {
    const { user, container } = setup({ props: { enableShadowDOM: true } });
    const host = container.querySelector('[data-slot="shadow-host"]')!;
    const shadow = () => host.shadowRoot!;
    await waitFor(() => expect(shadow().querySelector('[data-slot="user-button-trigger"]')).not.toBeNull());
    const button = await openAccountDialog(user, shadow());
    const opened = await waitFor(() => {
      const found = shadow().querySelector<HTMLElement>('[role="dialog"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await waitFor(() => expect(shadow().activeElement).toBe(shadow().querySelector('[data-slot="account-dialog-title"]')));
    await waitFor(() => expect(opened.querySelector('[data-section="profile"]')).not.toBeNull());
    // Tab at the dialog's ends (user-event's Tab does not walk a shadow root: the keys go to the
    // focused element, the browser's own moves are the end-to-end tests'). Radix reads
    // document.activeElement (the shadow host), so without the dialog's own trap these left it.
    const close = opened.querySelector<HTMLElement>('[data-action="close"]')!;
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const last = shadow().activeElement as HTMLElement;
    expect(opened.contains(last)).toBe(true);
    expect(last).not.toBe(close);
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(shadow().activeElement).toBe(close);
    // From the title (where the dialog put the focus), Shift+Tab goes to the last control too.
    shadow().querySelector<HTMLElement>('[data-slot="account-dialog-title"]')!.focus();
    fireEvent.keyDown(shadow().activeElement!, { key: 'Tab', shiftKey: true });
    expect(shadow().activeElement).toBe(last);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(shadow().querySelector('[role="dialog"]')).toBeNull());
    expect(shadow().activeElement).toBe(button);
  });
});
