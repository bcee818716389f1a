import { LAST_USED_STORAGE_KEY } from '@portico/core';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeHeldLogin, hang, type FakeAuthClient, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UrlLoginWidget, type UrlLoginWidgetProps } from './url-login-widget';

/** The redirect page with a scripted client: the URL's token is spent by `links.authenticate`. */
type UrlLoginArgs = Omit<UrlLoginWidgetProps, 'client'> & { script?: FakeScript };

interface Loaded {
  client: FakeAuthClient;
}

const HREF = 'https://example.com/authenticate?stytch_token_type=oauth&token=oauth-token-test';

const meta = {
  title: 'Widgets/UrlLoginWidget',
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  args: { href: HREF, sessionDurationMinutes: 60, onDone: fn(), onBack: fn() },
  // A fresh client per run: play functions read its calls.
  loaders: [({ args }): Loaded => ({ client: createFakeAuthClient({ script: args.script ?? {} }) })],
  render: ({ script: _script, ...args }, { loaded }) => <UrlLoginWidget {...args} client={(loaded as Loaded).client} />,
} satisfies Meta<UrlLoginArgs>;
export default meta;
type Story = StoryObj<UrlLoginArgs>;

export const SigningIn: Story = {
  args: { script: { 'links.authenticate': hang() } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(within(status).getByRole('heading', { name: 'Signing you in…' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await waitFor(() =>
      expect((loaded as Loaded).client.callsTo('links.authenticate')).toEqual([{ tokenType: 'oauth', token: 'oauth-token-test', sessionDurationMinutes: 60 }]),
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: {
    script: { 'links.authenticate': { ...fakeAuthenticateResult(), providerType: 'Google' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { name: 'Success!' });
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
    // The title takes focus once the outcome replaces the first screen.
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'UrlLogin:authenticated');
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onDone).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'authenticated', tokenType: 'oauth', result: expect.objectContaining({ userId: 'user-test-1' }) }),
    );
    // Main will mark Google 'Last used'.
    await expect(localStorage.getItem(LAST_USED_STORAGE_KEY)).toBe('oauth:google');
  },
};

export const UsedToken: Story = {
  args: { script: { 'links.authenticate': fail('oauth_token_not_found') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('OAuth Token could not be found.');
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(localStorage.getItem(LAST_USED_STORAGE_KEY)).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { href: 'https://example.com/authenticate?stytch_token_type=oauth&error=access_denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The sign-in was cancelled. Choose a way to sign in to try again.');
  },
};

export const NoToken: Story = {
  args: { href: 'https://example.com/authenticate' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This page finishes a sign-in, but its address has no sign-in token. Start signing in again.',
    );
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onDone).toHaveBeenCalledWith({ status: 'noToken', tokenType: null });
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'UrlLogin:noToken');
  },
};

/** Without `onBack` the error screen has no way back. */
export const ErrorWithoutBack: Story = {
  args: { onBack: undefined, script: { 'links.authenticate': fail('oauth_token_not_found') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('OAuth Token could not be found.');
    await expect(canvas.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  },
};

/**
 * A link this browser did not start, on a signed-out page (a mail scanner, an attacker's link):
 * 'Continue signing in', and nothing is spent until the user says so.
 */
export const ContinueSigningIn: Story = {
  args: { href: 'https://example.com/authenticate?stytch_token_type=magic_links&token=link-token-test', script: { 'links.startedHere': false } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Continue signing in' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'UrlLogin:confirming');
    await expect((loaded as Loaded).client.callsTo('links.authenticate')).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect((loaded as Loaded).client.callsTo('links.authenticate')).toHaveLength(1);
    await expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'authenticated', tokenType: 'magic_links' }));
  },
};

export const AnotherAccountContinued: Story = {
  args: { href: 'https://example.com/authenticate?stytch_token_type=magic_links&token=link-token-test', script: { 'links.authenticate': fakeHeldLogin() } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'UrlLogin:askingToSwitch');
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue as mallory@example.com' }));
    await expect(await canvas.findByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect((loaded as Loaded).client.callsTo('session.switchToHeld')).toHaveLength(1);
    await expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'authenticated', tokenType: 'magic_links' }));
  },
};

export const AnotherAccountDeclined: Story = {
  args: { href: 'https://example.com/authenticate?stytch_token_type=magic_links&token=link-token-test', script: { 'links.authenticate': fakeHeldLogin() } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stay signed in as ada@example.com' }));
    await expect(await canvas.findByRole('heading', { name: 'You are still signed in as ada@example.com' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'UrlLogin:declined');
    await expect(args.onDone).toHaveBeenCalledWith({ status: 'declined', tokenType: 'magic_links' });
    await expect((loaded as Loaded).client.callsTo('session.switchToHeld')).toEqual([]);
    // Nothing was signed in: 'Last used' is not the link's.
    await expect(localStorage.getItem(LAST_USED_STORAGE_KEY)).toBeNull();
  },
};

/** The held session could not be taken (e.g. it expired while the user read the question). */
export const AnotherAccountSwitchFailed: Story = {
  args: {
    href: 'https://example.com/authenticate?stytch_token_type=magic_links&token=link-token-test',
    script: { 'links.authenticate': fakeHeldLogin(), 'session.switchToHeld': fail('session_not_found') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue as mallory@example.com' }));
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
  },
};
