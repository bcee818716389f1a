import { LAST_USED_STORAGE_KEY, type LoginConfig } from '@portico/core';
import { createFakeAuthClient, createFakeWallets, fakeWalletAddress } from '@portico/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginWidget } from './login-widget';

const walletConfig: LoginConfig = { products: ['crypto', 'otp'], otpOptions: { methods: ['email'] } };

/** The screen the widget shows. */
const screenOf = (container: HTMLElement) => container.querySelector('[data-screen]')?.getAttribute('data-screen');

describe('LoginWidget: social sign-in', () => {
  it("starts a provider's sign-in with the config's redirect URLs, custom scopes and provider params", async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const { container } = render(
      <LoginWidget
        client={client}
        config={{
          products: ['oauth', 'otp'],
          otpOptions: { methods: ['email'] },
          oauthOptions: {
            loginRedirectURL: 'https://example.com/login',
            signupRedirectURL: 'https://example.com/signup',
            providers: [
              { type: 'google' },
              { type: 'github', custom_scopes: ['read:user', 'repo'], provider_params: { login: 'ada', allow_signup: 'false' } },
            ],
          },
        }}
      />,
    );
    const github = await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(github);
    expect(client.callsTo('oauth.start')).toEqual([
      {
        provider: 'github',
        loginRedirectUrl: 'https://example.com/login',
        signupRedirectUrl: 'https://example.com/signup',
        customScopes: ['read:user', 'repo'],
        providerParams: { login: 'ada', allow_signup: 'false' },
      },
    ]);
    // The browser is on its way to GitHub: its button spins, the others wait.
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('asks only for the provider when the config adds nothing to it', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    render(<LoginWidget client={client} config={{ products: ['oauth'], oauthOptions: { providers: [{ type: 'apple' }] } }} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    expect(client.callsTo('oauth.start')).toEqual([{ provider: 'apple' }]);
  });
});

describe('LoginWidget: wallets', () => {
  it('walks a chosen wallet to CryptoConfirmation and remembers it as last used', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const wallets = createFakeWallets({ installed: ['Metamask'] });
    const { container } = render(<LoginWidget client={client} config={walletConfig} wallets={wallets.load} />);

    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('You have successfully connected your wallet.')).toBeInTheDocument();
    expect(screenOf(container)).toBe('CryptoConfirmation');

    const address = fakeWalletAddress('Metamask');
    expect(client.callsTo('cryptoWallets.authenticateStart')).toEqual([{ cryptoWalletAddress: address, cryptoWalletType: 'ethereum' }]);
    expect(client.callsTo('cryptoWallets.authenticate')).toEqual([
      {
        cryptoWalletAddress: address,
        cryptoWalletType: 'ethereum',
        signature: `0xsignature-of:Sign in to Acme with ${address}`,
        sessionDurationMinutes: 30,
      },
    ]);
    expect(localStorage.getItem(LAST_USED_STORAGE_KEY)).toBe('wallet:Metamask');
    await expectNoAxeViolations(container);
  });

  it('shows CryptoError for a refused signature; the back arrow returns to Main', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const client = createFakeAuthClient();
    const { container } = render(
      <LoginWidget
        client={client}
        config={walletConfig}
        wallets={createFakeWallets({ installed: ['Metamask'], sign: 'rejected' }).load}
        callbacks={{ onError }}
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not sign message');
    expect(screenOf(container)).toBe('CryptoError');
    expect(client.callsTo('cryptoWallets.authenticate')).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ type: 'wallet_sign_failed' }));
    expect(localStorage.getItem(LAST_USED_STORAGE_KEY)).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
    expect(screenOf(container)).toBe('Main');
    expect(await screen.findByRole('button', { name: 'Continue with Metamask' })).toBeInTheDocument();
  });

  it("'Continue with other Crypto Wallet' lists the wallets beyond Main's slots", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LoginWidget
        client={createFakeAuthClient()}
        config={{
          products: ['oauth', 'crypto', 'otp'],
          otpOptions: { methods: ['email'] },
          oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }, { type: 'discord' }] },
        }}
        wallets={createFakeWallets().load}
      />,
    );

    // 4 providers leave one wallet slot, then the 'other wallets' button.
    const others = await screen.findByRole('button', { name: 'Continue with other Crypto Wallet' });
    const walletButtons = container.querySelectorAll('[data-slot="wallet-button"]');
    expect([...walletButtons].map((button) => button.textContent)).toEqual(['Continue with Metamask']);
    expect(screen.queryByRole('button', { name: 'Set up a new crypto wallet' })).not.toBeInTheDocument();

    await user.click(others);
    expect(await screen.findByRole('heading', { name: 'Continue with other wallet' })).toBeInTheDocument();
    expect(screenOf(container)).toBe('CryptoOtherScreen');
    const list = container.querySelector<HTMLElement>('[data-slot="crypto-other-wallets"]')!;
    await vi.waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(7));
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Phantom',
      'Continue with Coinbase',
      'Continue with Binance',
      'Continue with Vessel',
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
      'Set up a new crypto wallet',
    ]);
    await expectNoAxeViolations(container);
  });

  it("a configured wallet the browser lacks leads to 'Set up a new crypto wallet'", async () => {
    const user = userEvent.setup();
    const wallets = createFakeWallets({ installed: [] });
    const client = createFakeAuthClient();
    const { container } = render(
      <LoginWidget client={client} config={{ ...walletConfig, cryptoOptions: { wallets: ['Binance'] } }} wallets={wallets.load} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Continue with Binance' }));
    expect(await screen.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeInTheDocument();
    expect(screenOf(container)).toBe('CryptoSetupWallet');
    expect(screen.getByRole('link', { name: /Metamask/ })).toHaveAttribute('href', 'https://metamask.io/download/');
    expect(wallets.calls.filter((call) => call.method === 'connect')).toEqual([expect.objectContaining({ wallet: 'Binance' })]);
    expect(client.callsTo('cryptoWallets.authenticateStart')).toEqual([]);
    await expectNoAxeViolations(container);
  });
});

describe("LoginWidget: 'Last used'", () => {
  it('remembers an email passcode login, and the next Main marks the Email tab', async () => {
    const user = userEvent.setup();
    const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };
    const first = render(<LoginWidget client={createFakeAuthClient()} config={config} />);
    expect(screen.getByRole('tab', { name: 'Email' })).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await screen.findByLabelText('One-time passcode');
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(localStorage.getItem(LAST_USED_STORAGE_KEY)).toBe('email');
    first.unmount();

    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={config} />);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAccessibleDescription('Last used');
    expect(screen.getByRole('tab', { name: 'Text' })).not.toHaveAccessibleDescription();
    await expectNoAxeViolations(container);
  });
});
