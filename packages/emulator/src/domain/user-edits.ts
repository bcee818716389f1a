/** What a logged-in user may change about their own account: name, untrusted metadata, factors. */
import { isJsonObject, type JsonObject } from './fields';
import { DomainError } from './errors';
import type { Store, UserProfileChanges, UserRecord } from '../store';
import { userProvidersJson } from './views';

const NAME_FIELDS = ['first_name', 'middle_name', 'last_name'] as const;
/** Stytch's metadata limits: 20 top-level keys, 4 KB of JSON. */
const METADATA_MAX_KEYS = 20;
const METADATA_MAX_BYTES = 4096;

/**
 * The profile after a `PUT /users/me` body: name fields given replace the stored ones;
 * `untrusted_metadata` merges at the top level, a `null` value deleting its key (Stytch's rule).
 */
export function readProfileChanges(body: JsonObject, user: UserRecord): UserProfileChanges {
  if (body.trusted_metadata !== undefined) {
    throw new DomainError('invalid', 'cannot_update_trusted_metadata', 'trusted_metadata can be changed only by a backend, not through the SDK.');
  }
  const name = body.name ?? {};
  if (!isJsonObject(name)) throw new DomainError('invalid', 'bad_request', 'name must be an object {first_name?, middle_name?, last_name?}.');
  const changes: UserProfileChanges = {
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    untrusted_metadata: { ...user.untrusted_metadata },
  };
  for (const [field, value] of Object.entries(name)) {
    if (!(NAME_FIELDS as readonly string[]).includes(field) || (typeof value !== 'string' && value !== null)) {
      throw new DomainError('invalid', 'bad_request', `name.${field} is not allowed: name holds the strings first_name, middle_name and last_name.`);
    }
    changes[field as (typeof NAME_FIELDS)[number]] = value ?? '';
  }
  const metadata = body.untrusted_metadata;
  if (metadata !== undefined && metadata !== null) {
    if (!isJsonObject(metadata)) throw new DomainError('invalid', 'metadata_invalid_format', 'untrusted_metadata must be a JSON object.');
    for (const [key, value] of Object.entries(metadata)) {
      if (value === null) delete changes.untrusted_metadata[key];
      else changes.untrusted_metadata[key] = value;
    }
  }
  if (Object.keys(changes.untrusted_metadata).length > METADATA_MAX_KEYS) {
    throw new DomainError('invalid', 'metadata_too_many_keys', `untrusted_metadata may have at most ${METADATA_MAX_KEYS} top-level keys.`);
  }
  if (new TextEncoder().encode(JSON.stringify(changes.untrusted_metadata)).length > METADATA_MAX_BYTES) {
    throw new DomainError('invalid', 'metadata_too_large', 'untrusted_metadata must be at most 4 KB of JSON.');
  }
  return changes;
}

/**
 * How many ways the user has to identify themselves when logging in: email addresses, phone
 * numbers, OAuth providers and crypto wallets. Stytch keeps at least one.
 */
export function primaryFactorCount(store: Store, userId: string): number {
  return (
    store.emails.listForUser(userId).length +
    store.phoneNumbers.listForUser(userId).length +
    userProvidersJson(store, userId).length +
    store.cryptoWallets.listForUser(userId).length
  );
}

export const lastPrimaryFactor = (): DomainError =>
  new DomainError(
    'invalid',
    'cannot_delete_last_primary_factor',
    'This is the user’s only email address, phone number, OAuth provider or crypto wallet; a user must keep one to log in with.',
  );
