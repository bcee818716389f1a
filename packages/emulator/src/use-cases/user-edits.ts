/**
 * The logged-in user's own changes (protocol §2.6): the profile, and deleting a factor. Deleting
 * a factor is a sensitive action: once the user has factors of two categories, it needs a
 * multi-factor session (`requireMultiFactorSession`).
 */
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import { DomainError } from '../domain/errors';
import type { JsonObject } from '../domain/fields';
import { lastPrimaryFactor, primaryFactorCount, readProfileChanges } from '../domain/user-edits';
import { registrationNotFound } from '../domain/webauthn';
import type { Store } from '../store';

/** One kind of deletable factor: whose it is, how to delete it, and the error for an unknown id. */
export interface FactorKind {
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

export const FACTOR_KINDS: Record<string, FactorKind> = {
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

/** Changes the caller's name and untrusted metadata (trusted metadata is the backend's); returns their user id. */
export async function updateProfile(ctx: EmulatorContext, input: { body: JsonObject; sessionToken: string | null }): Promise<string> {
  const { store } = ctx;
  const { session } = await requireCallerSession(store, input.sessionToken, ctx.clock.now());
  const changes = readProfileChanges(input.body, store.users.require(session.user_id));
  store.userEdits.updateProfile(session.user_id, changes);
  return session.user_id;
}

/**
 * Deletes one of the caller's factors of `kind` (a key of {@link FACTOR_KINDS}); the last way to
 * log in stays. Returns the user id.
 */
export async function deleteFactor(ctx: EmulatorContext, input: { kind: FactorKind; id: string; sessionToken: string | null }): Promise<string> {
  const { store } = ctx;
  const { kind, id } = input;
  const now = ctx.clock.now();
  const { session } = await requireCallerSession(store, input.sessionToken, now);
  const userId = session.user_id;
  store.transaction(() => {
    if (kind.ownerOf(store, id) !== userId) throw kind.notFound();
    requireMultiFactorSession(store, session, now);
    if (kind.primary && primaryFactorCount(store, userId) <= 1) throw lastPrimaryFactor();
    kind.remove(store, id);
  });
  return userId;
}
