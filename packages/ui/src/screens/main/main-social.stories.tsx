import { LAST_USED_STORAGE_KEY, ONE_TAP_HEIGHT_PX, type LastUsedMethod, type LoginConfig, type OneTapProblem } from '@portico/core';
import {
  createFakeAuthClient,
  createFakeWallets,
  fail,
  hang,
  type FakeAuthClient,
  type FakeScript,
  type FakeWallets,
  type FakeWalletsOptions,
} from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enScreens, type Messages } from '../../messages';
import { LoginWidget } from '../../widgets/login-widget/login-widget';

/**
 * Main's social sign-in, Google One Tap and wallet buttons (spec §2, §4, §9), rendered through
 * the login widget with a scripted client and a fake wallet port.
 */
interface MainSocialArgs {
  config: LoginConfig;
  /** The story mode's catalog (.storybook/modes.tsx). */
  messages?: Messages;
  locale?: string;
  /** The fake client's script. */
  script?: FakeScript;
  /** The fake browser's wallets (`createFakeWallets`). */
  wallets?: FakeWalletsOptions;
}

interface Loaded {
  client: FakeAuthClient;
  wallets: FakeWallets;
}

const meta = {
  title: 'Screens/Main social and wallets',
  parameters: { layout: 'padded', modes: { locale: 'args' } },
  // A fresh client and wallet port per run: play functions read their calls.
  loaders: [({ args }): Loaded => ({ client: createFakeAuthClient({ script: args.script ?? {} }), wallets: createFakeWallets(args.wallets) })],
  render: (args, { loaded }) => (
    <LoginWidget
      client={(loaded as Loaded).client}
      config={args.config}
      wallets={(loaded as Loaded).wallets.load}
      {...(args.messages && { messages: args.messages })}
      {...(args.locale && { locale: args.locale })}
    />
  ),
} satisfies Meta<MainSocialArgs>;
export default meta;
type Story = StoryObj<MainSocialArgs>;

/** Marks a method as the device's last login before the widget mounts (after preview's clear). */
const lastUsed = (method: LastUsedMethod) => () => {
  localStorage.setItem(LAST_USED_STORAGE_KEY, method);
};

/** The social and wallet buttons (they arrive in their own chunk), in document order. */
async function methodButtons(canvasElement: HTMLElement, count: number): Promise<HTMLElement[]> {
  const group = await waitFor(() => {
    const element = canvasElement.querySelector<HTMLElement>('[data-slot="main-buttons"]');
    if (!element) throw new Error('no method buttons yet');
    return element;
  });
  return waitFor(() => {
    const buttons = within(group).getAllByRole('button');
    if (buttons.length !== count) throw new Error(`${buttons.length} of ${count} buttons`);
    return buttons;
  });
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

const threeProviders: LoginConfig = {
  products: ['oauth'],
  // Not the providers' built-in order: the buttons follow the config.
  oauthOptions: { providers: [{ type: 'github' }, { type: 'google' }, { type: 'apple' }] },
};

export const SocialOnly: Story = {
  args: { config: threeProviders },
  play: async ({ canvasElement }) => {
    const buttons = await methodButtons(canvasElement, 3);
    await expect(names(buttons)).toEqual(['Continue with GitHub', 'Continue with Google', 'Continue with Apple']);
    const canvas = within(canvasElement);
    for (const name of ['Continue with GitHub', 'Continue with Google', 'Continue with Apple']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/**
 * The divider 'or' is for buttons and a form together, not for buttons alone (spec §2).
 * Out of the test run until main-screen.tsx stops counting a form with no tabs as a form: with
 * no form method configured, Main still shows 'or' under the buttons.
 */
export const SocialOnlyHasNoDivider: Story = {
  args: { config: threeProviders },
  play: async ({ canvasElement }) => {
    await methodButtons(canvasElement, 3);
    await expect(within(canvasElement).queryByText('or')).not.toBeInTheDocument();
  },
};

export const SocialAndEmail: Story = {
  args: {
    config: {
      products: ['oauth', 'otp'],
      otpOptions: { methods: ['email'] },
      oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [google, microsoft] = await methodButtons(canvasElement, 2);
    await expect(google).toHaveAccessibleName('Continue with Google');
    await expect(microsoft).toHaveAccessibleName('Continue with Microsoft');
    const divider = canvas.getByText('or');
    await expect(divider).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    // Buttons, then 'or', then the form.
    await expect(microsoft!.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(divider.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

const oneTapConfig = (position: 'embedded' | 'floating'): LoginConfig => ({
  products: ['oauth', 'otp'],
  otpOptions: { methods: ['email'] },
  oauthOptions: {
    loginRedirectURL: 'https://example.com/authenticate',
    signupRedirectURL: 'https://example.com/authenticate',
    providers: [{ type: 'google', one_tap: true, position }, { type: 'github' }],
  },
});

export const OneTapEmbedded: Story = {
  args: { config: oneTapConfig('embedded') },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('group', { name: 'Sign in with Google' });
    await expect(area).toHaveAttribute('data-slot', 'one-tap-area');
    // Shown: the prompt is up, so the area stops spinning.
    await waitFor(() => expect(area).not.toHaveAttribute('aria-busy'));
    await expect(area.getBoundingClientRect().height).toBe(ONE_TAP_HEIGHT_PX);
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
    await expect(canvasElement.querySelector('#google-parent-prompt')).not.toBeNull();
    await expect((loaded as Loaded).client.callsTo('oauth.oneTap')).toEqual([
      expect.objectContaining({
        position: 'embedded',
        cancelOnTapOutside: true,
        loginRedirectUrl: 'https://example.com/authenticate',
        signupRedirectUrl: 'https://example.com/authenticate',
      }),
    ]);
  },
};

export const OneTapFloating: Story = {
  args: { config: oneTapConfig('floating') },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    // Google shows the floating prompt itself; Main keeps the Google button beside it.
    await waitFor(() => expect((loaded as Loaded).client.callsTo('oauth.oneTap')).toHaveLength(1));
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="one-tap-area"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="one-tap-problem"]')).toBeNull();
  },
};

/** A One Tap that Google or the project refuses: its configuration error, and the Google button. */
const oneTapProblem = (problem: Exclude<OneTapProblem, 'unavailable'>): Story => ({
  args: { config: oneTapConfig('embedded'), script: { 'oauth.oneTap': { shown: false, problem } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('[data-slot="one-tap-problem"]');
      if (!element) throw new Error('no One Tap problem yet');
      return element;
    });
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveAttribute('data-problem', problem);
    // The text as shown: the origin in its place (in a <bdi>), no control characters.
    await expect(alert).toHaveTextContent(enScreens[`oneTap.problem.${problem}`].replace('{origin}', window.location.origin));
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="one-tap-area"]')).toBeNull();
  },
});

export const OneTapOriginNotAllowed = oneTapProblem('origin_not_allowed');
export const OneTapInvalidClient = oneTapProblem('invalid_client');
export const OneTapOAuthConfigNotFound = oneTapProblem('oauth_config_not_found');
export const OneTapNoLoginRedirectUrls = oneTapProblem('no_login_redirect_urls');
export const OneTapNoSignupRedirectUrls = oneTapProblem('no_signup_redirect_urls');
export const OneTapDefaultProviderNotAllowed = oneTapProblem('default_provider_not_allowed');

const walletsAndEmail: LoginConfig = { products: ['crypto', 'otp'], otpOptions: { methods: ['email'] } };

export const Wallets: Story = {
  args: { config: walletsAndEmail, wallets: { installed: ['Phantom', 'Metamask'] } },
  play: async ({ canvasElement }) => {
    const buttons = await methodButtons(canvasElement, 3);
    // The browser's wallets in spec §9's order, then the setup button (everything fits).
    await expect(names(buttons)).toEqual(['Continue with Metamask', 'Continue with Phantom', 'Set up a new crypto wallet']);
    await expect(within(canvasElement).queryByRole('button', { name: 'Continue with other Crypto Wallet' })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('or')).toBeVisible();
  },
};

export const WalletSlotsFull: Story = {
  args: {
    config: {
      products: ['oauth', 'crypto', 'otp'],
      otpOptions: { methods: ['email'] },
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }, { type: 'discord' }] },
    },
    wallets: {},
  },
  play: async ({ canvasElement }) => {
    // 6 slots: 4 providers, 1 wallet, then 'Continue with other Crypto Wallet'.
    const buttons = await methodButtons(canvasElement, 6);
    await expect(names(buttons)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Discord',
      'Continue with Metamask',
      'Continue with other Crypto Wallet',
    ]);
    const walletGroup = canvasElement.querySelector<HTMLElement>('[data-slot="wallet-login"]')!;
    await expect(walletGroup.querySelectorAll('[data-slot="wallet-button"]')).toHaveLength(1);
    await expect(within(canvasElement).queryByRole('button', { name: 'Set up a new crypto wallet' })).not.toBeInTheDocument();
  },
};

export const NoWalletsInstalled: Story = {
  args: { config: walletsAndEmail, wallets: { installed: [] } },
  play: async ({ canvasElement }) => {
    const buttons = await methodButtons(canvasElement, 1);
    await expect(names(buttons)).toEqual(['Set up a new crypto wallet']);
    await expect(canvasElement.querySelector('[data-slot="wallet-button"]')).toBeNull();
  },
};

const everything: LoginConfig = {
  products: ['oauth', 'crypto', 'otp', 'passkeys'],
  otpOptions: { methods: ['sms', 'email'] },
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
};

/** Every 'Last used' candidate on one Main: passkey, social, wallet, tabs. */
async function expectOnlyLastUsed(canvasElement: HTMLElement, control: HTMLElement) {
  await expect(control).toHaveAccessibleDescription('Last used');
  const marked = [...canvasElement.querySelectorAll<HTMLElement>('[aria-describedby]')].filter(
    (element) => element.getAttribute('aria-describedby')?.split(' ').some((id) => document.getElementById(id)?.dataset.slot === 'last-used-badge'),
  );
  await expect(marked).toEqual([control]);
  await expect(within(canvasElement).getAllByText('Last used')).toHaveLength(1);
}

export const LastUsedSocial: Story = {
  args: { config: everything, wallets: { installed: ['Metamask'] } },
  beforeEach: lastUsed('oauth:github'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await methodButtons(canvasElement, 5);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).not.toHaveAccessibleDescription();
    await expectOnlyLastUsed(canvasElement, canvas.getByRole('button', { name: 'Continue with GitHub' }));
  },
};

export const LastUsedWallet: Story = {
  args: { config: everything, wallets: { installed: ['Metamask', 'Phantom'] } },
  beforeEach: lastUsed('wallet:Metamask'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await methodButtons(canvasElement, 6);
    await expect(canvas.getByRole('button', { name: 'Continue with Phantom' })).not.toHaveAccessibleDescription();
    await expectOnlyLastUsed(canvasElement, canvas.getByRole('button', { name: 'Continue with Metamask' }));
  },
};

export const LastUsedEmailTab: Story = {
  args: { config: everything, wallets: { installed: ['Metamask'] } },
  beforeEach: lastUsed('email'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await methodButtons(canvasElement, 5);
    await expect(canvas.getByRole('tab', { name: 'Text' })).not.toHaveAccessibleDescription();
    await expectOnlyLastUsed(canvasElement, canvas.getByRole('tab', { name: 'Email' }));
  },
};

export const LastUsedPasskey: Story = {
  args: { config: everything, wallets: { installed: ['Metamask'] } },
  beforeEach: lastUsed('passkey'),
  play: async ({ canvasElement }) => {
    // The fake browser cannot autofill passkeys: 'Login with a Passkey' comes first.
    const buttons = await methodButtons(canvasElement, 5);
    await expect(buttons[0]).toHaveAccessibleName('Login with a Passkey');
    await expectOnlyLastUsed(canvasElement, buttons[0]!);
  },
};

const socialAndEmail: LoginConfig = {
  products: ['oauth', 'otp'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }] },
};

/** A start the server refuses for the project's setup (oauth_config_not_found): calm words for the user, the developer's in the console. */
export const SocialStartFails: Story = {
  args: {
    config: socialAndEmail,
    script: { 'oauth.start': fail('oauth_config_not_found', 'No OAuth client is configured for GitHub in this project.') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await methodButtons(canvasElement, 3);
    const github = canvas.getByRole('button', { name: 'Continue with GitHub' });
    await userEvent.click(github);
    const social = canvasElement.querySelector<HTMLElement>('[data-slot="social-login"]')!;
    // Core's table reads 'oauth_config_not_found' as a configuration error.
    await waitFor(() => expect(within(social).getByRole('alert')).toHaveTextContent('This sign-in method is not available right now.'));
    // The button can be pressed again.
    await expect(github).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

export const SocialStartPending: Story = {
  args: { config: socialAndEmail, script: { 'oauth.start': hang() } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await methodButtons(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with GitHub' }));
    const github = canvas.getByRole('button', { name: 'Continue with GitHub' });
    await waitFor(() => expect(github).toHaveAttribute('aria-busy', 'true'));
    await expect(github).toHaveAttribute('aria-disabled', 'true');
    // Still focusable while it waits: focus stays where the user pressed.
    await waitFor(() => expect(github).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
    await expect((loaded as Loaded).client.callsTo('oauth.start')).toEqual([{ provider: 'github' }]);
  },
};
