import { startBrowserEmulator, type BrowserEmulator } from '@portico/emulator/browser';
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginWidget } from './login-widget';
import { sentence } from '../../test/text';

/**
 * The widget against the real thing: the real `StytchHeadlessClient` (@stytch/vanilla-js) talking
 * to the Portico emulator, which runs in this page (`startBrowserEmulator`: MSW's service worker
 * answers the SDK with the emulator's app). Nothing is scripted: codes are generated, passwords
 * checked by zxcvbn, sessions signed. Storybook serves MSW's worker from `.storybook/public`.
 */
interface LiveBackend {
  emulator: BrowserEmulator;
  client: InstanceType<typeof StytchHeadlessClient>;
}

let backend: Promise<LiveBackend> | undefined;

/** One emulator and one client per page, started by the first live story shown. */
function liveBackend(): Promise<LiveBackend> {
  backend ??= (async () => {
    const emulator = await startBrowserEmulator({ quiet: true });
    // `endpoints` is an internal SDK option missing from its public type (docs/emulator.md).
    const client = new StytchHeadlessClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(emulator.url));
    return { emulator, client };
  })();
  backend.catch(() => (backend = undefined));
  return backend;
}

/** Every story starts logged out. */
async function loadLiveBackend(): Promise<LiveBackend> {
  const live = await liveBackend();
  if (live.client.session.getSync()) await live.client.session.revoke().catch(() => undefined);
  return live;
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

/** The code the emulator "sent" to `email`, read from its outbox. */
async function codeSentTo(emulator: BrowserEmulator, email: string): Promise<string> {
  let code: string | null | undefined;
  await waitFor(async () => {
    const response = await emulator.fetch(`/emulator/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: Array<{ code: string | null }> };
    code = messages[0]?.code;
    await expect(code).toMatch(/^\d{6}$/);
  });
  return code as string;
}

type LiveArgs = Omit<ComponentProps<typeof LoginWidget>, 'client'>;

const meta = {
  title: 'Widgets/LoginWidget (live emulator)',
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  loaders: [async () => ({ live: await loadLiveBackend() })],
  args: {
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    callbacks: { onEvent: fn(), onError: fn() },
  },
  render: (args, { loaded }) => <LoginWidget {...args} client={(loaded.live as LiveBackend).client} />,
} satisfies Meta<LiveArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: login_or_create, the code from the emulator's outbox, authenticate, a session. */
export const EmailPasscodeLogin: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { emulator, client } = loaded.live as LiveBackend;
    const canvas = within(canvasElement);
    const email = uniqueEmail('live-otp');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), `${email}{Enter}`);
    await expect(await canvas.findByText(sentence(`A 6-digit passcode was sent to you at ${email}.`))).toBeVisible();
    await userEvent.type(await canvas.findByLabelText('One-time passcode'), await codeSentTo(emulator, email));
    const title = await canvas.findByRole('heading', { name: 'Success!' }, { timeout: 5000 });
    // The focus moves in an effect after the screen renders: wait for it.
    await waitFor(() => expect(title).toHaveFocus());
    await expect(args.callbacks?.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'AUTHENTICATE_FLOW_COMPLETE' }));
    await expect(client.user.getSync()?.emails).toEqual([expect.objectContaining({ email, verified: true })]);
    // The SDK's requests went through MSW's service worker, which controls this page.
    await expect(navigator.serviceWorker.controller?.scriptURL).toMatch(/\/mockServiceWorker\.js$/);
  },
};

/** A new user signs up with a password that the emulator's zxcvbn accepts, and is logged in. */
export const PasswordSignUp: Story = {
  args: { config: { products: ['passwords'] } },
  play: async ({ canvasElement, loaded }) => {
    const { emulator, client } = loaded.live as LiveBackend;
    const canvas = within(canvasElement);
    const email = uniqueEmail('live-password');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), `${email}{Enter}`);
    await userEvent.type(await canvas.findByLabelText('Password', { exact: true }), 'violet tangerine lighthouse');
    await canvas.findByText('Password accepted.', undefined, { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Success!' }, { timeout: 10_000 })).toBeVisible();
    await expect(client.session.getSync()?.authentication_factors).toEqual([expect.objectContaining({ type: 'password' })]);
    const response = await emulator.fetch(`/emulator/users?email=${encodeURIComponent(email)}`);
    const { users } = (await response.json()) as { users: Array<{ password: unknown }> };
    await expect(users).toEqual([expect.objectContaining({ password: expect.objectContaining({ requires_reset: false }) })]);
  },
};
