/** Crypto wallet logins (protocol §2.8, §7): a challenge to sign, then the signature. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import {
  CHALLENGE_TTL_MS,
  cryptoWalletFactor,
  isWalletSignature,
  newNonce,
  normalizeWalletAddress,
  plainChallenge,
  readSignature,
  readWalletType,
  siweMessage,
  siweNotBefore,
} from '../domain/crypto-wallets';
import { DomainError } from '../domain/errors';
import { countRefusal, requireUnlocked } from '../domain/lockout';
import { newId } from '../domain/random';
import {
  authenticateResponse,
  callerToken,
  grantSession,
  liveCallerSession,
  prepareSessionToken,
  readSessionDuration,
  userUnauthenticated,
} from '../domain/sessions';
import { checkSiweBinding, readSiweParams, siweBinding } from '../domain/siwe-params';
import { readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { pageOrigin } from '../http/page-origin';
import type { CryptoWalletRecord, CryptoWalletType, Store } from '../store';
import { isOriginAllowed } from '../settings';

const duplicateWallet = () =>
  new DomainError('invalid', 'duplicate_wallet_address', 'This crypto wallet already belongs to another user.');

const unableToAuthenticate = (why: string) =>
  new DomainError('unauthorized', 'unable_to_authenticate_crypto_wallet', `The crypto wallet could not be authenticated: ${why}`);

/** The user's wallet, created (verified) for `userId` — or, for a primary login, with a new user — when missing. */
function walletFor(store: Store, type: CryptoWalletType, address: string, userId: string | null, now: number): CryptoWalletRecord {
  const existing = store.cryptoWallets.find(type, address);
  if (existing) {
    if (userId !== null && existing.user_id !== userId) throw duplicateWallet();
    store.cryptoWallets.markVerified(existing.crypto_wallet_id);
    return { ...existing, verified: true };
  }
  const owner = userId ?? store.users.create({ user_id: newId('user'), created_at: now, status: 'active' }).user_id;
  return store.cryptoWallets.create({
    crypto_wallet_id: newId('crypto-wallet'),
    user_id: owner,
    crypto_wallet_type: type,
    crypto_wallet_address: address,
    verified: true,
    created_at: now,
  });
}

export function cryptoWalletRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;
  const isAllowedOrigin = (origin: string) => isOriginAllowed(origin, ctx.settings.allowed_origins);

  /**
   * A message for the wallet to sign: plain, or Sign-In with Ethereum when `siwe_params` are sent
   * (the SDK sends them when bootstrap says `siwe_required_for_crypto_wallets`) or the setting is
   * on. `secondary` attaches the wallet to the logged-in user.
   */
  const start = (secondary: boolean) => async (c: Context<SdkEnv>) => {
    const body = await readJsonObject(c);
    const now = ctx.clock.now();
    const caller = secondary ? await requireCallerSession(store, c.var.client.sessionToken, now) : null;
    const userId = caller?.session.user_id ?? null;
    const type = readWalletType(body.crypto_wallet_type);
    const address = normalizeWalletAddress(type, body.crypto_wallet_address);
    const hasSiweParams = body.siwe_params !== undefined && body.siwe_params !== null;
    if (hasSiweParams && type !== 'ethereum') {
      throw new DomainError('invalid', 'crypto_wallet_type_incompatible_with_siwe', 'Sign-In with Ethereum works only with Ethereum wallets.');
    }
    const owner = store.cryptoWallets.find(type, address)?.user_id;
    if (userId !== null && owner !== undefined && owner !== userId) throw duplicateWallet();
    // Attaching a new wallet is enrolling a factor (checked again when it is attached).
    if (caller && owner !== userId) requireMultiFactorSession(store, caller.session, now);
    const nonce = newNonce();
    const message =
      type === 'ethereum' && (hasSiweParams || ctx.settings.siwe_required_for_crypto_wallets)
        ? siweMessage(readSiweParams(body.siwe_params, { page: pageOrigin(c), isAllowedOrigin, now, nonce, address }))
        : plainChallenge(ctx.settings.project_name, nonce);
    store.cryptoWalletChallenges.issue({
      challenge_id: newId('crypto-wallet-challenge'),
      crypto_wallet_type: type,
      crypto_wallet_address: address,
      user_id: userId,
      message,
      created_at: now,
      expires_at: now + CHALLENGE_TTL_MS,
    });
    return ok(c, { challenge: message });
  };
  routes.post('/authenticate/start/primary', start(false));
  routes.post('/authenticate/start/secondary', start(true));

  /**
   * Checks the signature against the wallet's pending challenges, uses that challenge up and logs
   * in with a crypto wallet factor, creating the user on a first primary login.
   */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const type = readWalletType(body.crypto_wallet_type);
    const address = normalizeWalletAddress(type, body.crypto_wallet_address);
    const signature = readSignature(type, body.signature);
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const caller = await callerToken(c.var.client.sessionToken);
    const fresh = await prepareSessionToken();
    const now = ctx.clock.now();
    // A wallet that belongs to a user names them: a refused signature is a failed login of that
    // user and counts toward their lock, as every method's failures do at Stytch
    // (domain/lockout.ts); a locked user is refused before the signature is looked at. A wallet
    // no one has yet names no one.
    const owner = store.cryptoWallets.find(type, address)?.user_id;
    if (owner !== undefined) requireUnlocked(store, owner, now);
    const refuse = (error: DomainError): DomainError => countRefusal(ctx, owner, now, error);
    const pending = store.cryptoWalletChallenges.listLive(type, address, now);
    if (pending.length === 0) {
      throw refuse(
        unableToAuthenticate(
          'there is no pending challenge for this wallet. Call crypto_wallets/authenticate/start first; a challenge works ' +
            `once and expires after ${CHALLENGE_TTL_MS / 60_000} minutes.`,
        ),
      );
    }
    const challenge = pending.find((candidate) => isWalletSignature(type, address, candidate.message, signature));
    if (!challenge) throw refuse(unableToAuthenticate('the signature is not this wallet’s signature of its pending challenge.'));
    // The signed message names its page: the signature must come back from that page.
    const binding = siweBinding(challenge.message);
    if (binding) checkSiweBinding(binding, { page: pageOrigin(c), isAllowedOrigin });
    const notBefore = siweNotBefore(challenge.message);
    if (notBefore !== undefined && notBefore > now) {
      throw new DomainError('invalid', 'siwe_message_not_valid_yet', 'The SIWE message is not valid yet (see its Not Before time).');
    }
    const grant = store.transaction(() => {
      const current = liveCallerSession(store, caller, now);
      // A secondary challenge attaches the wallet to its user: only from that user's session,
      // gated as enrolling any factor is.
      if (challenge.user_id !== null && store.cryptoWallets.find(type, address)?.user_id !== challenge.user_id) {
        if (!current || current.session.user_id !== challenge.user_id) throw userUnauthenticated();
        requireMultiFactorSession(store, current.session, now);
      }
      if (!store.cryptoWalletChallenges.markUsed(challenge.challenge_id, now)) throw unableToAuthenticate('the challenge was already used.');
      const wallet = walletFor(store, type, address, challenge.user_id, now);
      return grantSession(store, {
        userId: wallet.user_id,
        factor: cryptoWalletFactor(wallet, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current,
        fresh,
      });
    });
    return ok(c, await authenticateResponse(ctx, grant, now));
  });

  return routes;
}
