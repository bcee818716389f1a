/** Crypto wallet logins (protocol §2.8, §7): a challenge to sign, then the signature. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import {
  CHALLENGE_TTL_MS,
  newNonce,
  normalizeWalletAddress,
  plainChallenge,
  readSignature,
  readWalletType,
  siweMessage,
} from '../domain/crypto-wallets';
import { DomainError } from '../domain/errors';
import { newId } from '../domain/random';
import { readSessionDuration } from '../domain/sessions';
import { readSiweParams } from '../domain/siwe-params';
import { readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { pageOrigin } from '../http/page-origin';
import { sessionRequest } from '../http/session-request';
import { isOriginAllowed } from '../settings';
import { authenticateCryptoWallet, duplicateWallet } from '../use-cases/crypto-wallets';

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

  /** Logs in with the wallet's signature of a pending challenge (`authenticateCryptoWallet`). */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const type = readWalletType(body.crypto_wallet_type);
    const address = normalizeWalletAddress(type, body.crypto_wallet_address);
    const signature = readSignature(type, body.signature);
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const loggedIn = await authenticateCryptoWallet(ctx, { type, address, signature, page: pageOrigin(c), session });
    return ok(c, loggedIn.session);
  });

  return routes;
}
