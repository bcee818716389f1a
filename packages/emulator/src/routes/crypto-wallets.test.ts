import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, PAGE_ORIGIN, START_TIME, type Harness } from '../testing/harness';
import { ethereumWallet, solanaWallet, type TestWallet } from '../testing/wallets';

const MINUTE = 60_000;
/** EIP-55's own example address, in lowercase and in its checksum form. */
const EIP55_LOWER = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const EIP55_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('crypto wallets', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const start = (wallet: Pick<TestWallet, 'type' | 'address'>, extra: Record<string, unknown> = {}, session?: string, kind = 'primary') =>
    h.call('POST', `/sdk/v1/crypto_wallets/authenticate/start/${kind}`, {
      json: { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, ...extra },
      session,
      origin: PAGE_ORIGIN,
    });

  const challengeFor = async (wallet: TestWallet, extra: Record<string, unknown> = {}, session?: string, kind = 'primary') => {
    const response = await start(wallet, extra, session, kind);
    expect(response.status).toBe(200);
    return response.body.data.challenge as string;
  };

  const authenticate = (wallet: Pick<TestWallet, 'type' | 'address'>, signature: string, session?: string, origin = PAGE_ORIGIN) =>
    h.call('POST', '/sdk/v1/crypto_wallets/authenticate', {
      json: { crypto_wallet_address: wallet.address, crypto_wallet_type: wallet.type, signature, session_duration_minutes: 30 },
      session,
      origin,
    });

  const login = async (wallet: TestWallet, session?: string, kind = 'primary') => {
    const response = await authenticate(wallet, wallet.sign(await challengeFor(wallet, {}, session, kind)), session);
    expect(response.status).toBe(200);
    return response.body.data;
  };

  it.each([
    ['ethereum', ethereumWallet],
    ['solana', solanaWallet],
  ])('%s: signs in, creating the user on the first login', async (type, makeWallet) => {
    const wallet = makeWallet();
    const challenge = await challengeFor(wallet);
    expect(challenge).toMatch(/^Signing in with Portico Playground: [A-Za-z0-9]{24}$/);
    const { status, body } = await authenticate(wallet, wallet.sign(challenge));
    expect(status).toBe(200);
    const data = body.data;
    const walletJson = { crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/), crypto_wallet_address: wallet.address, crypto_wallet_type: type, verified: true };
    expect(data.user.crypto_wallets).toEqual([walletJson]);
    expect(data.user.emails).toEqual([]);
    expect(data.session_token).not.toBe('');
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        created_at: new Date(START_TIME).toISOString(),
        updated_at: new Date(START_TIME).toISOString(),
        last_authenticated_at: new Date(START_TIME).toISOString(),
        crypto_wallet_factor: {
          crypto_wallet_id: data.user.crypto_wallets[0].crypto_wallet_id,
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: type,
        },
      },
    ]);
    const again = await login(wallet);
    expect(again.user_id).toBe(data.user_id);
    expect(h.store.users.list()).toHaveLength(1);
  });

  it('ignores the case of Ethereum addresses', async () => {
    const wallet = ethereumWallet();
    const upper = { ...wallet, address: `0x${wallet.address.slice(2).toUpperCase()}` };
    const challenge = await challengeFor(upper);
    const { status, body } = await authenticate(wallet, wallet.sign(challenge));
    expect(status).toBe(200);
    expect(body.data.user.crypto_wallets[0].crypto_wallet_address).toBe(wallet.address);
  });

  it('refuses a wrong signer, a tampered message, a reused and an expired challenge', async () => {
    const wallet = ethereumWallet();
    const challenge = await challengeFor(wallet);
    const wrongSigner = await authenticate(wallet, ethereumWallet().sign(challenge));
    expect(wrongSigner.status).toBe(401);
    expect(wrongSigner.body).toMatchObject({ error_type: 'unable_to_authenticate_crypto_wallet', error_message: expect.stringContaining('signature') });
    const tampered = await authenticate(wallet, wallet.sign(`${challenge} `));
    expect(tampered.body.error_type).toBe('unable_to_authenticate_crypto_wallet');

    const signature = wallet.sign(challenge);
    expect((await authenticate(wallet, signature)).status).toBe(200);
    const reused = await authenticate(wallet, signature);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ error_type: 'unable_to_authenticate_crypto_wallet', error_message: expect.stringContaining('no pending challenge') });

    const solana = solanaWallet();
    const late = await challengeFor(solana);
    h.tick(10 * MINUTE);
    const expired = await authenticate(solana, solana.sign(late));
    expect(expired.status).toBe(401);
    expect(expired.body.error_message).toContain('expires after 10 minutes');
  });

  it('counts a refused signature for a user’s wallet toward their lock (Stytch’s user locks count every method)', async () => {
    await h.call('PUT', '/emulator/config', { json: { user_lock_threshold: 3, lock_duration_minutes: 10 } });
    const wallet = ethereumWallet();
    const user = await login(wallet);
    const forger = ethereumWallet();
    expect((await authenticate(wallet, forger.sign(await challengeFor(wallet)))).body.error_type).toBe('unable_to_authenticate_crypto_wallet');
    // No pending challenge counts too: the wallet names its user.
    expect((await authenticate(wallet, forger.sign('no challenge'))).body.error_type).toBe('unable_to_authenticate_crypto_wallet');
    const third = await authenticate(wallet, forger.sign(await challengeFor(wallet)));
    expect(third.status).toBe(429);
    expect(third.body.error_type).toBe('user_lock_limit_reached');
    // Locked: the wallet’s own signature is refused until the lock ends.
    const refused = await authenticate(wallet, wallet.sign(await challengeFor(wallet)));
    expect(refused.status).toBe(429);
    expect(refused.body.error_type).toBe('user_lock_limit_reached');
    h.tick(10 * MINUTE);
    expect((await login(wallet)).user_id).toBe(user.user_id);

    // A wallet no one has names no one: its refusals lock nobody.
    const stranger = ethereumWallet();
    for (let i = 0; i < 4; i += 1) {
      expect((await authenticate(stranger, forger.sign(await challengeFor(stranger)))).body.error_type).toBe('unable_to_authenticate_crypto_wallet');
    }
    expect((await login(stranger)).user_id).not.toBe(user.user_id);
  });

  it('validates types, addresses and signatures', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ crypto_wallet_type: 'bitcoin', crypto_wallet_address: EIP55_LOWER }, 'invalid_wallet_type'],
      [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: '0x1234' }, 'invalid_ethereum_address'],
      [{ crypto_wallet_type: 'ethereum', crypto_wallet_address: EIP55_LOWER.slice(2) }, 'invalid_ethereum_address'],
      [{ crypto_wallet_type: 'solana', crypto_wallet_address: EIP55_LOWER }, 'invalid_solana_address'],
      [{ crypto_wallet_type: 'solana', crypto_wallet_address: '3'.repeat(20) }, 'invalid_solana_address'],
    ];
    for (const [json, errorType] of cases) {
      const { status, body } = await h.call('POST', '/sdk/v1/crypto_wallets/authenticate/start/primary', { json });
      expect(status).toBe(400);
      expect(body.error_type).toBe(errorType);
    }
    const wallet = ethereumWallet();
    await challengeFor(wallet);
    expect((await authenticate(wallet, '')).body.error_type).toBe('signature_missing');
    expect((await authenticate(wallet, '0x1234')).body.error_type).toBe('signature_is_incorrect_size');
    const solana = solanaWallet();
    expect((await authenticate(solana, '0OIl')).body.error_type).toBe('invalid_signature');
    expect((await authenticate(solana, '2222')).body.error_type).toBe('signature_is_incorrect_size');
  });

  describe('Sign-In with Ethereum', () => {
    it('builds an EIP-4361 message from siwe_params, the page and the project', async () => {
      const challenge = await challengeFor(
        { type: 'ethereum', address: EIP55_LOWER, sign: () => '' },
        {
          siwe_params: {
            uri: 'http://localhost:4200/login',
            chain_id: '137',
            statement: 'I accept the Terms of Service: https://example.com/tos',
            message_request_id: 'request-42',
            resources: ['https://example.com/a', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
            issued_at: '2030-01-01T00:00:00Z',
          },
        },
      );
      expect(challenge).toBe(
        [
          'localhost:4200 wants you to sign in with your Ethereum account:',
          EIP55_CHECKSUM,
          '',
          'I accept the Terms of Service: https://example.com/tos',
          '',
          'URI: http://localhost:4200/login',
          'Version: 1',
          'Chain ID: 137',
          `Nonce: ${/Nonce: (\w+)/.exec(challenge)?.[1]}`,
          'Issued At: 2030-01-01T00:00:00Z',
          'Request ID: request-42',
          'Resources:',
          '- https://example.com/a',
          '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        ].join('\n'),
      );
      expect(/Nonce: (\w+)/.exec(challenge)?.[1]).toMatch(/^[A-Za-z0-9]{24}$/);
    });

    it('is used for Ethereum when the project requires it, with the page origin as uri', async () => {
      await h.call('PUT', '/emulator/config', { json: { siwe_required_for_crypto_wallets: true } });
      const wallet = ethereumWallet();
      const challenge = await challengeFor(wallet);
      const lines = challenge.split('\n');
      expect(lines[0]).toBe('localhost:4200 wants you to sign in with your Ethereum account:');
      expect(lines[1]?.toLowerCase()).toBe(wallet.address);
      expect(lines.slice(2, 5)).toEqual(['', '', 'URI: http://localhost:4200']);
      expect(lines).toContain('Chain ID: 1');
      expect(lines).toContain(`Issued At: ${new Date(START_TIME).toISOString()}`);
      expect((await authenticate(wallet, wallet.sign(challenge))).status).toBe(200);
      // Solana wallets still get the plain message.
      expect(await challengeFor(solanaWallet())).toMatch(/^Signing in with /);
    });

    it('validates siwe_params and checks Not Before', async () => {
      const wallet = ethereumWallet();
      const cases: [unknown, string][] = [
        [{ uri: 'not a uri' }, 'invalid_siwe_uri'],
        [{ chain_id: 'one' }, 'invalid_siwe_chain_id'],
        [{ statement: 'line one\nline two' }, 'invalid_siwe_statement'],
        [{ resources: ['nope'] }, 'invalid_siwe_resource'],
        [{ message_request_id: 'a\nb' }, 'invalid_siwe_message_request_id'],
        [{ domain: 'http://x' }, 'invalid_siwe_domain'],
        [{ issued_at: 'yesterday' }, 'invalid_argument'],
      ];
      for (const [siweParams, errorType] of cases) {
        const { status, body } = await start(wallet, { siwe_params: siweParams });
        expect(status).toBe(400);
        expect(body.error_type).toBe(errorType);
      }
      const solana = await start(solanaWallet(), { siwe_params: {} });
      expect(solana.body.error_type).toBe('crypto_wallet_type_incompatible_with_siwe');

      const later = new Date(START_TIME + 5 * MINUTE).toISOString();
      const challenge = await challengeFor(wallet, { siwe_params: { not_before: later } });
      expect(challenge).toContain(`Not Before: ${later}`);
      const early = await authenticate(wallet, wallet.sign(challenge));
      expect(early.body.error_type).toBe('siwe_message_not_valid_yet');
      h.tick(5 * MINUTE);
      expect((await authenticate(wallet, wallet.sign(challenge))).status).toBe(200);
    });
  });

  describe('Sign-In with Ethereum names the page that asks', () => {
    it('refuses a domain or uri of another site than the calling page', async () => {
      const wallet = ethereumWallet();
      const cases: [Record<string, unknown>, string][] = [
        [{ domain: 'bank.example' }, 'invalid_siwe_domain'],
        [{ domain: 'localhost:4201' }, 'invalid_siwe_domain'],
        [{ uri: 'https://bank.example/login' }, 'invalid_siwe_uri'],
        [{ domain: 'bank.example', uri: 'https://bank.example/login' }, 'invalid_siwe_domain'],
      ];
      for (const [siweParams, errorType] of cases) {
        const { status, body } = await start(wallet, { siwe_params: siweParams });
        expect(status, JSON.stringify(siweParams)).toBe(400);
        expect(body.error_type).toBe(errorType);
      }
      // Its own host and a path on its origin are fine.
      expect(await challengeFor(wallet, { siwe_params: { domain: 'localhost:4200', uri: 'http://localhost:4200/wallet' } })).toMatch(/^localhost:4200 wants you/);
    });

    it('takes the signature back only from that page', async () => {
      await h.call('PUT', '/emulator/config', { json: { siwe_required_for_crypto_wallets: true } });
      const wallet = ethereumWallet();
      const signature = wallet.sign(await challengeFor(wallet));
      const relayed = await authenticate(wallet, signature, undefined, 'http://localhost:4999');
      expect(relayed.status).toBe(400);
      expect(relayed.body.error_type).toBe('invalid_siwe_domain');
      const noPage = await authenticate(wallet, signature, undefined, '');
      expect(noPage.body.error_type).toBe('invalid_siwe_domain');
      expect((await authenticate(wallet, signature)).status).toBe(200);
    });
  });

  describe('secondary', () => {
    it('attaches the wallet to the logged-in user and adds the factor to their session', async () => {
      const emailLogin = await h.loginWithEmail('ada@example.com');
      const wallet = solanaWallet();
      expect((await start(wallet, {}, undefined, 'secondary')).body.error_type).toBe('user_unauthenticated');
      const data = await login(wallet, emailLogin.session_token, 'secondary');
      expect(data.user_id).toBe(emailLogin.user_id);
      expect(data.session.session_id).toBe(emailLogin.session.session_id);
      expect(data.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual(['otp', 'crypto']);
      expect(data.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_address: wallet.address, verified: true })]);

      const bob = await h.loginWithEmail('bob@example.com');
      const taken = await start(wallet, {}, bob.session_token, 'secondary');
      expect(taken.status).toBe(400);
      expect(taken.body.error_type).toBe('duplicate_wallet_address');
    });
  });
});
