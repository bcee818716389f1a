/**
 * The logged-in user's own changes (protocol §2.6): `PUT /users/me` and the `DELETE /users/…`
 * factor routes. Every answer carries `user_id`, `user` and `__user`, which the SDK stores.
 * Deleting a factor is a sensitive action: once the user has factors of two categories, it needs a
 * multi-factor session (`requireMultiFactorSession`).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import { DomainError } from '../domain/errors';
import { lastPrimaryFactor, primaryFactorCount, readProfileChanges } from '../domain/user-edits';
import { loadUserJson } from '../domain/views';
import { registrationNotFound } from '../domain/webauthn';
import { readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import type { Store } from '../store';

/** One kind of deletable factor: whose it is, how to delete it, and the error for an unknown id. */
interface FactorKind {
  ownerOf(store: Store, id: string): string | undefined;
  remove(store: Store, id: string): void;
  notFound(): DomainError;
  /** Whether it counts toward the "keep one way to log in" rule. */
  primary: boolean;
}

const notFound = (type: string, what: string) => () => new DomainError('not_found', type, `${what} could not be found for this user.`);

/** Kinds the emulator does not have yet: every id is unknown. */
const unsupported = (type: string, what: string): FactorKind => ({
  ownerOf: () => undefined,
  remove: () => undefined,
  notFound: notFound(type, what),
  primary: false,
});

const FACTOR_KINDS: Record<string, FactorKind> = {
  emails: {
    ownerOf: (store, id) => store.emails.get(id)?.user_id,
    remove: (store, id) => store.userEdits.deleteEmail(id),
    notFound: notFound('email_not_found', 'Email'),
    primary: true,
  },
  phone_numbers: {
    ownerOf: (store, id) => store.phoneNumbers.get(id)?.user_id,
    remove: (store, id) => store.userEdits.deletePhoneNumber(id),
    notFound: notFound('phone_number_not_found', 'Phone number'),
    primary: true,
  },
  crypto_wallets: {
    ownerOf: (store, id) => store.cryptoWallets.get(id)?.user_id,
    remove: (store, id) => store.cryptoWallets.delete(id),
    notFound: notFound('crypto_wallet_not_found', 'Crypto wallet'),
    primary: true,
  },
  webauthn_registrations: {
    ownerOf: (store, id) => store.webauthnRegistrations.get(id)?.user_id,
    remove: (store, id) => store.webauthnRegistrations.delete(id),
    notFound: registrationNotFound,
    primary: false,
  },
  oauth: {
    ownerOf: (store, id) => store.oauthRegistrations.get(id)?.user_id,
    remove: (store, id) => store.userEdits.deleteOAuthRegistration(id),
    notFound: notFound('oauth_user_registration_not_found', 'OAuth registration'),
    primary: true,
  },
  totps: {
    ownerOf: (store, id) => store.totps.get(id)?.user_id,
    remove: (store, id) => store.totps.delete(id),
    notFound: notFound('totp_not_found', 'TOTP'),
    primary: false,
  },
  biometric_registrations: unsupported('biometric_registration_not_found', 'Biometric registration'),
};

export function userEditRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  const userAnswer = (c: Context, userId: string) => {
    const user = loadUserJson(store, userId);
    return ok(c, { ...user, user, __user: user });
  };

  /** Changes the name and untrusted metadata (trusted metadata is the backend's). */
  routes.put('/me', async (c) => {
    const body = await readJsonObject(c);
    const { session } = await requireCallerSession(store, c.var.client.sessionToken, ctx.clock.now());
    const changes = readProfileChanges(body, store.users.require(session.user_id));
    store.userEdits.updateProfile(session.user_id, changes);
    return userAnswer(c, session.user_id);
  });

  for (const [path, kind] of Object.entries(FACTOR_KINDS)) {
    routes.delete(`/${path}/:id`, async (c) => {
      const now = ctx.clock.now();
      const { session } = await requireCallerSession(store, c.var.client.sessionToken, now);
      const userId = session.user_id;
      const id = c.req.param('id');
      store.transaction(() => {
        if (kind.ownerOf(store, id) !== userId) throw kind.notFound();
        requireMultiFactorSession(store, session, now);
        if (kind.primary && primaryFactorCount(store, userId) <= 1) throw lastPrimaryFactor();
        kind.remove(store, id);
      });
      return userAnswer(c, userId);
    });
  }

  return routes;
}
