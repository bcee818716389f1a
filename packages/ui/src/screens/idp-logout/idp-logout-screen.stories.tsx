import { createFakeAuthClient, fail, hang, type FakeAuthClient, type FakeScript } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { IdpLogoutScreen } from './idp-logout-screen';
import { sentence } from '../../test/text';

/** What `readIdpParams` gives for a logout query: the request, or the missing parameter. */
type Params = { mode: 'logout'; request: { clientId: string; postLogoutRedirectUri: string; state?: string } } | { mode: 'logout'; missing: string };

interface Args {
  script?: FakeScript;
  params?: Params;
  projectName?: string;
  onRedirect?: (url: string) => void;
}

interface Loaded {
  client: FakeAuthClient;
}

const REQUEST = { clientId: 'client-1', postLogoutRedirectUri: 'https://client.test/from-query', state: 's-1' };
const SERVER_REDIRECT = 'https://client.test/logged-out';

const meta = {
  title: 'Screens/IdpLogout',
  parameters: { layout: 'padded' },
  args: { params: { mode: 'logout', request: REQUEST }, onRedirect: fn() },
  // A fresh client per run: play functions read its calls.
  loaders: [({ args }): Loaded => ({ client: createFakeAuthClient({ script: args.script ?? {} }) })],
  render: ({ script: _script, params = { mode: 'logout', request: REQUEST }, projectName, onRedirect }, { loaded }) => (
    <StoryFrame client={(loaded as Loaded).client}>
      <IdpLogoutScreen
        params={params}
        {...(projectName !== undefined && { projectName })}
        {...(onRedirect && { onRedirect })}
      />
    </StoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const yesButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Yes' });
const noButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'No' });
const calls = (loaded: unknown, operation: string) => (loaded as Loaded).client.callsTo(operation);

export const Loading: Story = {
  args: { script: { 'idp.logoutStart': hang() } },
  play: async ({ canvasElement, args, loaded }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('heading', { name: 'Checking your logout request…' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await waitFor(() => expect(calls(loaded, 'idp.logoutStart')).toEqual([REQUEST]));
    await expect((loaded as Loaded).client.telemetry).toEqual([{ name: 'render_idp_screen' }]);
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log out?' })).toBeVisible();
    await expect(canvas.getByText(sentence('Are you sure you want to log out of your Acme account?'))).toBeVisible();
    await expect(yesButton(canvasElement)).toBeVisible();
    await expect(noButton(canvasElement)).toBeVisible();
    await expect(calls(loaded, 'session.revoke')).toEqual([]);
  },
};

export const ConfirmWithProjectName: Story = {
  args: { projectName: 'Northwind' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(sentence('Are you sure you want to log out of your Northwind account?')),
    ).toBeVisible();
  },
};

export const LoggingOut: Story = {
  args: { script: { 'session.revoke': hang() } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Log out?' });
    await userEvent.click(yesButton(canvasElement));
    await expect(yesButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(yesButton(canvasElement).querySelector('[data-slot="spinner"]')).not.toBeNull();
    await expect(noButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging you out…');
    await expect(calls(loaded, 'session.revoke')).toEqual([{ forceClear: true }]);
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const ConfirmedRedirects: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Log out?' });
    await userEvent.click(yesButton(canvasElement));
    await expect(await canvas.findByRole('heading', { name: 'You have been logged out. Redirecting…' })).toBeVisible();
    await expect(calls(loaded, 'session.revoke')).toEqual([{ forceClear: true }]);
    // The server's redirect, never the query's post_logout_redirect_uri.
    await expect(args.onRedirect).toHaveBeenCalledOnce();
    await expect(args.onRedirect).toHaveBeenCalledWith(SERVER_REDIRECT);
  },
};

export const RevokeFailsStillRedirects: Story = {
  args: { script: { 'session.revoke': fail('session_not_found') } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith(SERVER_REDIRECT));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Denied: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'No' }));
    await expect(
      await canvas.findByRole('heading', { name: 'You have not been logged out. You may close this page.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(calls(loaded, 'session.revoke')).toEqual([]);
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const WithoutConfirmation: Story = {
  args: { script: { 'idp.logoutStart': { consentRequired: false, redirectUri: 'https://client.test/bye?state=s-1' } } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('https://client.test/bye?state=s-1'));
    await expect(calls(loaded, 'session.revoke')).toEqual([{ forceClear: true }]);
    await expect(canvas.getByRole('heading', { name: 'You have been logged out. Redirecting…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Log out?' })).not.toBeInTheDocument();
  },
};

export const WithoutConfirmationLoggingOut: Story = {
  args: {
    script: {
      'idp.logoutStart': { consentRequired: false, redirectUri: 'https://client.test/bye' },
      'session.revoke': hang(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Logging you out…' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const PreflightError: Story = {
  args: { script: { 'idp.logoutStart': fail('invalid_client', 'The client could not be found.') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    // A type no table knows: the server's words, once the readings of Stytch's other types have loaded.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The client could not be found.'));
    await expect(canvas.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const MissingParameter: Story = {
  args: { params: { mode: 'logout', missing: 'post_logout_redirect_uri' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Required parameter is missing: post_logout_redirect_uri. Please reach out to the application developer.',
    );
    await expect((loaded as Loaded).client.calls).toEqual([]);
  },
};
