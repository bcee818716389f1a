import { expect, test } from '@playwright/test';
import { ETHEREUM_WALLETS, installWallets, SOLANA_WALLETS } from '@portico/testing/playwright';
import { configUrl, expectNoAxeViolations, playgroundConfig } from './support';
import { tag } from './tags';

/** Wallet logins with injected test wallets that sign with real keys, through the real Stytch client. */
function walletConfig(baseURL: string, extra: Record<string, unknown> = {}) {
  return playgroundConfig(baseURL, { products: ['crypto', 'emailMagicLinks'], ...extra });
}

test.describe('crypto wallets against the emulator', () => {
  test('an Ethereum wallet (EIP-6963) logs in: connect, sign, CryptoConfirmation; a second login is the same user', { tag: tag('crypto-connect') }, async ({ page, baseURL }) => {
    const { ethereum } = await installWallets(page, { ethereum: 'Metamask', seed: test.info().testId });
    await page.goto(configUrl(walletConfig(baseURL!)));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByTestId('session-identity')).toHaveText(ethereum!.address);
    const userId = await page.getByTestId('session-user-id').textContent();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
    await page.reload();
    const again = page.getByRole('button', { name: 'Continue with Metamask' });
    await expect(again).toHaveAccessibleDescription('Last used');
    await again.click();
    await expect(page.getByTestId('session-user-id')).toHaveText(userId ?? '');
  });

  test('a Solana wallet (Phantom) logs in with an ed25519 signature', { tag: tag('crypto-connect') }, async ({ page, baseURL }) => {
    const { solana } = await installWallets(page, { solana: 'Phantom', seed: test.info().testId });
    await page.goto(configUrl(walletConfig(baseURL!)));
    await page.getByRole('button', { name: 'Continue with Phantom' }).click();
    await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
    await expect(page.getByTestId('session-identity')).toHaveText(solana!.address);
  });

  test('a rejected connection and a rejected signature (EIP-1193 4001) → CryptoError with the spec text', { tag: tag('crypto-connect') }, async ({ page, baseURL }) => {
    await installWallets(page, { ethereum: { wallet: 'Metamask', refuse: 'connect' }, solana: { wallet: 'Phantom', refuse: 'sign' } });
    await page.goto(configUrl(walletConfig(baseURL!)));

    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeFocused();
    await expect(
      page.getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!'),
    ).toBeVisible();
    await expect(page.getByText('Could not connect to wallet')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go back' }).click();

    await page.getByRole('button', { name: 'Continue with Phantom' }).click();
    await expect(page.getByText('Could not sign message')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeVisible();
    await expect(page.getByTestId('session-panel')).toHaveCount(0);
  });

  test('the 6-slot cap: 4 providers and 7 wallets → 1 wallet on Main and the rest on CryptoOtherScreen', { tag: tag('crypto-other') }, async ({ page, baseURL }) => {
    await installWallets(page, { ethereum: [...ETHEREUM_WALLETS], solana: [...SOLANA_WALLETS], seed: test.info().testId });
    await page.goto(
      configUrl(
        walletConfig(baseURL!, {
          products: ['oauth', 'crypto', 'emailMagicLinks'],
          oauthOptions: {
            providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }, { type: 'microsoft' }],
            loginRedirectURL: `${baseURL}/authenticate`,
            signupRedirectURL: `${baseURL}/authenticate`,
          },
        }),
      ),
    );
    const buttons = page.locator('[data-slot="main-buttons"]').getByRole('button');
    await expect(buttons).toHaveText([
      'Continue with Google',
      'Continue with Apple',
      'Continue with GitHub',
      'Continue with Microsoft',
      'Continue with Metamask',
      'Continue with other Crypto Wallet',
    ]);
    await expect(page.locator('[data-slot="divider"]')).toHaveText('or');
    await page.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Continue with other wallet' })).toBeFocused();
    for (const name of ['Phantom', 'Coinbase', 'Binance', 'Vessel', 'Other Ethereum Wallet', 'Other Solana Wallet']) {
      await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /Metamask/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Coinbase/ }).click();
    await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
  });

  test('a wallet the browser lacks goes to CryptoSetupWallet, with the download links', { tag: tag('crypto-other') }, async ({ page, baseURL }) => {
    await page.goto(configUrl(walletConfig(baseURL!, { cryptoOptions: { wallets: ['Metamask'] } })));
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeFocused();
    for (const wallet of ['Metamask', 'Phantom', 'Coinbase', 'Binance']) {
      await expect(page.getByRole('link', { name: new RegExp(wallet) })).toHaveAttribute('target', '_blank');
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  });
});
