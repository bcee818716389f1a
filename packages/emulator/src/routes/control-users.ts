/** `/emulator/users`: seed, list and delete users for tests (JSON, no credentials). */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail, normalizePhoneNumber } from '../domain/contact';
import { normalizeWalletAddress, readWalletType } from '../domain/crypto-wallets';
import { hashPassword } from '../domain/password-hash';
import { newId } from '../domain/random';
import { loadTotpLibrary, newRecoveryCodes, newTotpSecret } from '../domain/totp';
import { loadUserJson } from '../domain/views';
import { isJsonObject, readJsonObject, type JsonObject } from '../http/body';
import { DomainError } from '../domain/errors';
import { controlError } from '../http/envelope';
import type { CryptoWalletType } from '../store';

const SEED_FIELDS = [
  'email',
  'email_verified',
  'phone_number',
  'phone_number_verified',
  'password',
  'password_requires_reset',
  'name',
  'roles',
  'crypto_wallets',
] as const;
const NAME_FIELDS = ['first_name', 'middle_name', 'last_name'] as const;
const ROLE = /^[A-Za-z0-9:._-]{1,100}$/;

interface Seed {
  email?: string;
  emailVerified: boolean;
  phoneNumber?: string;
  phoneNumberVerified: boolean;
  password?: string;
  passwordRequiresReset: boolean;
  name: Partial<Record<(typeof NAME_FIELDS)[number], string>>;
  roles: string[];
  cryptoWallets: { type: CryptoWalletType; address: string; verified: boolean }[];
}

const invalid = (message: string) => controlError(400, 'invalid_user', message);

function optionalFlag(body: JsonObject, field: string, fallback: boolean): boolean {
  const value = body[field];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw invalid(`${field} must be true or false (got ${JSON.stringify(value)}).`);
  return value;
}

/** Re-labels the SDK's validation errors (invalid_email, …) as control API errors. */
function asControlError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof DomainError) throw controlError(400, error.errorType, error.message);
    throw error;
  }
}

/** `crypto_wallets: [{crypto_wallet_address, crypto_wallet_type, verified?}]` (verified unless false). */
function readWallets(value: unknown): Seed['cryptoWallets'] {
  if (value === undefined) return [];
  const shape = 'crypto_wallets must be an array of {crypto_wallet_address, crypto_wallet_type, verified?}.';
  if (!Array.isArray(value)) throw invalid(shape);
  const wallets = value.map((entry: unknown) => {
    if (!isJsonObject(entry)) throw invalid(shape);
    const type = asControlError(() => readWalletType(entry.crypto_wallet_type));
    const address = asControlError(() => normalizeWalletAddress(type, entry.crypto_wallet_address));
    return { type, address, verified: optionalFlag(entry, 'verified', true) };
  });
  const keys = wallets.map((wallet) => `${wallet.type}:${wallet.address}`);
  if (new Set(keys).size !== keys.length) throw invalid('crypto_wallets lists the same wallet twice.');
  return wallets;
}

function readSeed(body: JsonObject): Seed {
  const unknown = Object.keys(body).filter((key) => !(SEED_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) throw invalid(`Unknown field "${unknown[0]}" (known fields: ${SEED_FIELDS.join(', ')}).`);
  const email = body.email === undefined ? undefined : asControlError(() => normalizeEmail(body.email));
  const phoneNumber = body.phone_number === undefined ? undefined : asControlError(() => normalizePhoneNumber(body.phone_number));
  const cryptoWallets = readWallets(body.crypto_wallets);
  if (email === undefined && phoneNumber === undefined && cryptoWallets.length === 0) {
    throw invalid('A user needs an email, a phone_number or a crypto wallet.');
  }
  const password = body.password;
  if (password !== undefined && (typeof password !== 'string' || password === '')) {
    throw invalid('password must be a non-empty string (it is stored as given, without a strength check).');
  }
  if (password !== undefined && email === undefined) throw invalid('A password needs an email to log in with.');
  const name = body.name ?? {};
  if (!isJsonObject(name)) throw invalid('name must be an object {first_name?, middle_name?, last_name?}.');
  for (const [key, value] of Object.entries(name)) {
    if (!(NAME_FIELDS as readonly string[]).includes(key) || typeof value !== 'string') {
      throw invalid(`name.${key} is not allowed: name may hold the strings first_name, middle_name and last_name.`);
    }
  }
  const roles = body.roles ?? [];
  if (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string' || !ROLE.test(role))) {
    throw invalid('roles must be an array of role ids (letters, digits, ":", ".", "_", "-").');
  }
  return {
    email,
    emailVerified: optionalFlag(body, 'email_verified', true),
    phoneNumber,
    phoneNumberVerified: optionalFlag(body, 'phone_number_verified', true),
    password,
    passwordRequiresReset: optionalFlag(body, 'password_requires_reset', false),
    name: name as Seed['name'],
    roles: [...new Set(roles as string[])],
    cryptoWallets,
  };
}

/** A `+` that arrives unencoded in a query string decodes to a space. */
const phoneFilter = (raw: string): string => (/^\d{2,15}$/.test(raw.trim()) ? `+${raw.trim()}` : raw.trim());

export function controlUserRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  const { store } = ctx;

  /**
   * Seeds a user. Email and phone number are verified unless told otherwise; the password is
   * stored without a strength check, so tests can seed weak or breached ones.
   */
  routes.post('/', async (c) => {
    const seed = readSeed(await readJsonObject(c));
    const hash = seed.password === undefined ? undefined : await hashPassword(seed.password, ctx.passwordHashing);
    const now = ctx.clock.now();
    const userId = store.transaction(() => {
      if (seed.email !== undefined && store.emails.findByAddress(seed.email)) {
        throw controlError(409, 'duplicate_email', `A user with the email ${seed.email} already exists.`);
      }
      if (seed.phoneNumber !== undefined && store.phoneNumbers.findByNumber(seed.phoneNumber)) {
        throw controlError(409, 'duplicate_phone_number', `A user with the phone number ${seed.phoneNumber} already exists.`);
      }
      for (const wallet of seed.cryptoWallets) {
        if (store.cryptoWallets.find(wallet.type, wallet.address)) {
          throw controlError(409, 'duplicate_wallet_address', `A user with the ${wallet.type} wallet ${wallet.address} already exists.`);
        }
      }
      const user = store.users.create({ user_id: newId('user'), created_at: now, status: 'active', ...seed.name, roles: seed.roles });
      if (seed.email !== undefined) {
        store.emails.create({ email_id: newId('email'), user_id: user.user_id, email: seed.email, verified: seed.emailVerified, created_at: now });
      }
      if (seed.phoneNumber !== undefined) {
        store.phoneNumbers.create({
          phone_id: newId('phone-number'),
          user_id: user.user_id,
          phone_number: seed.phoneNumber,
          verified: seed.phoneNumberVerified,
          created_at: now,
        });
      }
      for (const wallet of seed.cryptoWallets) {
        store.cryptoWallets.create({
          crypto_wallet_id: newId('crypto-wallet'),
          user_id: user.user_id,
          crypto_wallet_type: wallet.type,
          crypto_wallet_address: wallet.address,
          verified: wallet.verified,
          created_at: now,
        });
      }
      if (hash !== undefined) {
        store.passwords.set(
          { password_id: newId('password'), user_id: user.user_id, hash, requires_reset: seed.passwordRequiresReset },
          now,
        );
      }
      return user.user_id;
    });
    return c.json(loadUserJson(store, userId), 201);
  });

  /**
   * Gives a user a verified authenticator app, as if they had enrolled one and typed its first
   * code (no code's step is used up, so the app's code of now works at once): `201 {totp_id,
   * user_id, secret, recovery_codes}`. Replaces an unverified TOTP; `409 active_totp_exists` while
   * the user has a verified one.
   */
  routes.post('/:user_id/totps', async (c) => {
    const userId = c.req.param('user_id');
    const body = await readJsonObject(c);
    const unknown = Object.keys(body)[0];
    if (unknown !== undefined) throw controlError(400, 'invalid_totp_request', `Unknown field "${unknown}" (this call takes no fields).`);
    if (!store.users.get(userId)) throw controlError(404, 'user_not_found', `No user has the id ${userId}.`);
    const lib = await loadTotpLibrary();
    const secret = newTotpSecret(lib);
    const recoveryCodes = newRecoveryCodes();
    const now = ctx.clock.now();
    const totpId = store.transaction(() => {
      const existing = store.totps.listForUser(userId);
      if (existing.some((entry) => entry.verified)) {
        throw controlError(409, 'active_totp_exists', `The user ${userId} already has a verified TOTP; delete it first (DELETE /sdk/v1/users/totps/{totp_id}).`);
      }
      for (const entry of existing) store.totps.delete(entry.totp_id);
      const totp = store.totps.create(
        { totp_id: newId('totp'), user_id: userId, secret, created_at: now, expires_at: now, created_by_session_id: null },
        recoveryCodes.map((code) => ({ recovery_code_id: newId('totp-recovery-code'), code })),
      );
      store.totps.markVerified(totp.totp_id);
      return totp.totp_id;
    });
    return c.json({ totp_id: totpId, user_id: userId, secret, recovery_codes: recoveryCodes }, 201);
  });

  /** Users, oldest first; `email` or `phone_number` narrows to the user who has it. */
  routes.get('/', (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    const phone = c.req.query('phone_number');
    let userIds = store.users.list().map((user) => user.user_id);
    if (email) userIds = userIds.filter((id) => store.emails.listForUser(id).some((record) => record.email === email));
    if (phone) {
      const number = phoneFilter(phone);
      userIds = userIds.filter((id) => store.phoneNumbers.listForUser(id).some((record) => record.phone_number === number));
    }
    return c.json({ users: userIds.map((id) => loadUserJson(store, id)) });
  });

  /** Deletes every user (with their sessions, codes, links and locks); the outbox and events stay. */
  routes.delete('/', (c) => {
    const ids = store.users.list().map((user) => user.user_id);
    for (const id of ids) store.deleteUser(id);
    return c.json({ deleted: ids.length });
  });

  routes.delete('/:user_id', (c) => {
    const userId = c.req.param('user_id');
    if (!store.deleteUser(userId)) throw controlError(404, 'user_not_found', `No user has the id ${userId}.`);
    return c.json({ deleted: 1 });
  });

  return routes;
}
