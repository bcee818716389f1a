/** Crypto wallet logins (protocol §2.8, §7): the signature of a challenge logs in, creating the user on a first primary login. */
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { CHALLENGE_TTL_MS, cryptoWalletFactor, isWalletSignature, siweNotBefore } from '../domain/crypto-wallets';
import { DomainError } from '../domain/errors';
import { countRefusal, requireUnlocked } from '../domain/lockout';
import { newId } from '../domain/random';
import { userUnauthenticated } from '../domain/sessions';
import { checkSiweBinding, siweBinding } from '../domain/siwe-params';
import { isOriginAllowed } from '../settings';
import type { CryptoWalletRecord, CryptoWalletType, Store } from '../store';
import { authenticateAndGrantSession, type LoggedIn, type SessionRequest } from './authenticate';

export const duplicateWallet = () =>
  new DomainError('invalid', 'duplicate_wallet_address', 'This crypto wallet already belongs to another user.');

export const unableToAuthenticate = (why: string) =>
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

/**
 * Checks the signature against the wallet's pending challenges, uses that challenge up and logs
 * in with a crypto wallet factor, creating the user on a first primary login. `page` is the origin
 * of the page that sent the request (a SIWE message must come back from the page it names).
 */
export function authenticateCryptoWallet(
  ctx: EmulatorContext,
  input: { type: CryptoWalletType; address: string; signature: Uint8Array; page: URL | undefined; session: SessionRequest },
): Promise<LoggedIn<null>> {
  const { store } = ctx;
  const { type, address, signature } = input;
  const isAllowedOrigin = (origin: string) => isOriginAllowed(origin, ctx.settings.allowed_origins);
  return authenticateAndGrantSession<null>(ctx, input.session, (now) => {
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
    if (binding) checkSiweBinding(binding, { page: input.page, isAllowedOrigin });
    const notBefore = siweNotBefore(challenge.message);
    if (notBefore !== undefined && notBefore > now) {
      throw new DomainError('invalid', 'siwe_message_not_valid_yet', 'The SIWE message is not valid yet (see its Not Before time).');
    }
    return (current) => {
      // A secondary challenge attaches the wallet to its user: only from that user's session,
      // gated as enrolling any factor is.
      if (challenge.user_id !== null && store.cryptoWallets.find(type, address)?.user_id !== challenge.user_id) {
        if (!current || current.session.user_id !== challenge.user_id) throw userUnauthenticated();
        requireMultiFactorSession(store, current.session, now);
      }
      if (!store.cryptoWalletChallenges.markUsed(challenge.challenge_id, now)) throw unableToAuthenticate('the challenge was already used.');
      const wallet = walletFor(store, type, address, challenge.user_id, now);
      return { userId: wallet.user_id, factor: cryptoWalletFactor(wallet, now), result: null };
    };
  });
}
