/**
 * The real StytchHeadlessClient in Chromium with crypto wallets: the test holds the keys (made with
 * @noble/curves) and signs the emulator's challenges in Node, as MetaMask's `personal_sign` (EIP-191)
 * and Phantom's `signMessage` (ed25519, base58) would.
 */
import { expect, test, type Page } from '@playwright/test';
import { ethereumWallet, failed, listUsers, ok, openPage, pagesUrl, putConfig, resetEmulator, solanaWallet, type TestWallet } from './support.ts';

test.beforeEach(async () => {
  await resetEmulator();
});

async function signIn(page: Page, wallet: TestWallet) {
  const start = ok(
    await page.evaluate(([address, type]) => settle(stytch.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: type })), [wallet.address, wallet.type] as const),
  );
  const signature = wallet.sign(start.challenge);
  const authenticated = ok(
    await page.evaluate(
      ([address, type, signed]) =>
        settle(stytch.cryptoWallets.authenticate({ crypto_wallet_address: address, crypto_wallet_type: type, signature: signed, session_duration_minutes: 60 })),
      [wallet.address, wallet.type, signature] as const,
    ),
  );
  return { challenge: start.challenge, signature, authenticated };
}

for (const makeWallet of [ethereumWallet, solanaWallet]) {
  const type = makeWallet === ethereumWallet ? 'ethereum' : 'solana';
  test(`crypto wallets (${type}): sign the challenge, log in, and a reused challenge is refused`, async ({ page }) => {
    await openPage(page);
    const wallet = makeWallet();
    const { challenge, signature, authenticated } = await signIn(page, wallet);
    expect(challenge).toMatch(/^Signing in with Portico Conformance: \w{24}$/);
    expect(authenticated.session_token).toHaveLength(44);
    const state = await page.evaluate(() => ({ session: stytch.session.getSync(), user: stytch.user.getSync() }));
    expect(state.session?.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        crypto_wallet_factor: expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: type }),
      }),
    ]);
    expect(state.user?.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: type, verified: true })]);
    expect((await listUsers()).map((user) => user.user_id)).toEqual([authenticated.user_id]);

    // The same signed challenge again: it was used up.
    ok(await page.evaluate(() => settle(stytch.session.revoke())));
    const replay = failed(
      await page.evaluate(
        ([address, kind, signed]) =>
          settle(stytch.cryptoWallets.authenticate({ crypto_wallet_address: address, crypto_wallet_type: kind, signature: signed, session_duration_minutes: 60 })),
        [wallet.address, type, signature] as const,
      ),
    );
    expect(replay).toMatchObject({ name: 'StytchAPIError', error_type: 'unable_to_authenticate_crypto_wallet' });

    // A fresh challenge logs the same user in again.
    const again = await signIn(page, wallet);
    expect(again.authenticated.user_id).toBe(authenticated.user_id);
  });
}

test('crypto wallets: with SIWE required, the SDK sends siwe_params and signs a Sign-In with Ethereum message', async ({ page }) => {
  await putConfig({ siwe_required_for_crypto_wallets: true });
  await openPage(page);
  const wallet = ethereumWallet();
  const startRequest = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/crypto_wallets/authenticate/start/primary'));
  const { challenge, authenticated } = await signIn(page, wallet);
  expect((await startRequest).postDataJSON()).toMatchObject({ siwe_params: { uri: pagesUrl } });
  expect(challenge).toMatch(/^localhost:\d+ wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n/);
  expect(challenge).toContain(`URI: ${pagesUrl}`);
  expect(challenge).toMatch(/\nVersion: 1\nChain ID: 1\nNonce: \w+\nIssued At: /);
  expect(authenticated.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_address: wallet.address })]);

  // Another key's signature of the same message is refused.
  const impostor = ethereumWallet();
  const started = ok(
    await page.evaluate((address) => settle(stytch.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum' })), wallet.address),
  );
  const forged = failed(
    await page.evaluate(
      ([address, signed]) => settle(stytch.cryptoWallets.authenticate({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum', signature: signed, session_duration_minutes: 60 })),
      [wallet.address, impostor.sign(started.challenge)] as const,
    ),
  );
  expect(forged).toMatchObject({ name: 'StytchAPIError', error_type: 'unable_to_authenticate_crypto_wallet' });
});
