/** Passkeys and WebAuthn (protocol §2.7, §6): registration, authentication, renaming. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import { DomainError } from '../domain/errors';
import { readSessionDuration } from '../domain/sessions';
import { webauthnRegistrationJson } from '../domain/views';
import {
  AUTHENTICATOR_TYPES,
  CHALLENGE_TTL_MS,
  creationOptions,
  newChallenge,
  parseCredential,
  registrationNotFound,
  requestOptions,
  invalidDomain,
  userVerificationFor,
  utf8Base64Url,
  type AuthenticatorType,
} from '../domain/webauthn';
import { optionalBoolean, optionalString, readJsonObject, requiredString, type JsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import { isRegistrableSuffix, pageOrigin } from '../http/page-origin';
import type { Store } from '../store';
import { authenticateWebauthn, registerWebauthn } from '../use-cases/webauthn';

const NAME_MAX_LENGTH = 100;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;


/** `domain`, the relying party id: the page's host name or a parent domain of it (WebAuthn's rule). */
function readRpId(c: Context, body: JsonObject): string {
  const domain = body.domain;
  if (typeof domain !== 'string' || !HOST_NAME.test(domain)) {
    throw invalidDomain('domain must be the host name of the page, like "localhost" or "app.example.com".');
  }
  const page = pageOrigin(c);
  if (page && !isRegistrableSuffix(domain, page.hostname)) {
    throw invalidDomain(
      `The domain "${domain}" is neither the page's host name (${page.hostname}) nor a parent domain of it, so the ` +
        'browser would refuse it as the WebAuthn relying party id.',
    );
  }
  return domain.toLowerCase();
}

function readAuthenticatorType(body: JsonObject): AuthenticatorType | undefined {
  const value = optionalString(body, 'authenticator_type');
  if (value === undefined || value === '') return undefined;
  if (!(AUTHENTICATOR_TYPES as readonly string[]).includes(value)) {
    throw new DomainError('invalid', 'invalid_authenticator_type', 'authenticator_type must be "platform" or "cross-platform".');
  }
  return value as AuthenticatorType;
}

/** `user.name` and `user.displayName` for the authenticator's account picker. */
function userNames(store: Store, userId: string): { name: string; displayName: string } {
  const user = store.users.require(userId);
  const name =
    store.emails.listForUser(userId)[0]?.email ??
    store.phoneNumbers.listForUser(userId)[0]?.phone_number ??
    store.cryptoWallets.listForUser(userId)[0]?.crypto_wallet_address ??
    userId;
  const fullName = [user.first_name, user.last_name].filter((part) => part !== '').join(' ');
  return { name, displayName: fullName || name };
}

export function webauthnRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  /** Options for `navigator.credentials.create`, for the logged-in user (protocol §6.1). */
  routes.post('/register/start', async (c) => {
    const body = await readJsonObject(c);
    const now = ctx.clock.now();
    const { session } = await requireCallerSession(store, c.var.client.sessionToken, now);
    // Enrolling a passkey is a sensitive action (checked again at register).
    requireMultiFactorSession(store, session, now);
    const rpId = readRpId(c, body);
    const authenticatorType = readAuthenticatorType(body);
    const passkey = optionalBoolean(body, 'return_passkey_credential_options') ?? false;
    const userAgent = optionalString(body, 'user_agent') ?? c.req.header('User-Agent') ?? '';
    const overrideId = optionalString(body, 'override_id');
    const overrideName = optionalString(body, 'override_name');
    const overrideDisplayName = optionalString(body, 'override_display_name');
    const base64Url = optionalBoolean(body, 'use_base64_url_encoding') ?? false;
    const userId = session.user_id;
    const names = userNames(store, userId);
    const challenge = newChallenge();
    store.webauthnChallenges.issue({
      challenge,
      kind: 'registration',
      user_id: userId,
      domain: rpId,
      user_verification: userVerificationFor(passkey),
      authenticator_type: authenticatorType ?? '',
      user_agent: userAgent,
      created_at: now,
      expires_at: now + CHALLENGE_TTL_MS,
    });
    const options = creationOptions({
      challenge,
      rpId,
      rpName: ctx.settings.project_name,
      user: {
        id: utf8Base64Url(overrideId || userId),
        name: overrideName || names.name,
        displayName: overrideDisplayName || names.displayName,
      },
      excludeCredentials: store.webauthnRegistrations.listForUser(userId),
      authenticatorType,
      passkey,
      base64Url,
    });
    return ok(c, { user_id: userId, public_key_credential_creation_options: JSON.stringify(options) });
  });

  /** Verifies the new credential, stores it and adds a webauthn factor to the caller's session (`registerWebauthn`). */
  routes.post('/register', async (c) => {
    const body = await readJsonObject(c);
    // The caller's session first: without one, the answer is 401 whatever the body holds.
    const current = await requireCallerSession(store, c.var.client.sessionToken, ctx.clock.now());
    const credential = parseCredential(body.public_key_credential, ['attestationObject']);
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const { result, session: fields } = await registerWebauthn(ctx, { credential, current, session });
    return ok(c, { webauthn_registration_id: result.registrationId, ...fields });
  });

  /** Options for `navigator.credentials.get`; `secondary` is for a logged-in user (protocol §6.2). */
  const authenticateStart = (secondary: boolean) => async (c: Context<SdkEnv>) => {
    const body = await readJsonObject(c);
    const now = ctx.clock.now();
    const userId = secondary ? (await requireCallerSession(store, c.var.client.sessionToken, now)).session.user_id : null;
    const rpId = readRpId(c, body);
    const passkey = optionalBoolean(body, 'return_passkey_credential_options') ?? false;
    const registrations = userId === null ? [] : store.webauthnRegistrations.listForUser(userId);
    if (userId !== null && !passkey && registrations.length === 0) {
      throw new DomainError('invalid', 'no_active_webauthn_registrations', 'The user has no WebAuthn registrations to authenticate with.');
    }
    const challenge = newChallenge();
    const userVerification = userVerificationFor(passkey);
    store.webauthnChallenges.issue({
      challenge,
      kind: 'authentication',
      user_id: userId,
      domain: rpId,
      user_verification: userVerification,
      authenticator_type: '',
      user_agent: '',
      created_at: now,
      expires_at: now + CHALLENGE_TTL_MS,
    });
    // Passkey (discoverable) logins, including conditional mediation, name no credentials.
    const allowCredentials = passkey ? [] : registrations;
    const options = requestOptions({ challenge, rpId, allowCredentials, userVerification });
    return ok(c, { public_key_credential_request_options: JSON.stringify(options) });
  };
  routes.post('/authenticate/start/primary', authenticateStart(false));
  routes.post('/authenticate/start/secondary', authenticateStart(true));

  /** Verifies an assertion and logs in with a webauthn factor (`authenticateWebauthn`). */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const credential = parseCredential(body.public_key_credential, ['authenticatorData', 'signature']);
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const { result, session: fields } = await authenticateWebauthn(ctx, { credential, session });
    return ok(c, { webauthn_registration_id: result.registrationId, ...fields });
  });

  /** Renames one of the logged-in user's registrations. */
  routes.put('/update/:webauthn_registration_id', async (c) => {
    const body = await readJsonObject(c);
    const name = requiredString(body, 'name').trim();
    if (name === '') throw new DomainError('invalid', 'empty_webauthn_registration_name', 'The WebAuthn registration name must not be empty.');
    if (name.length > NAME_MAX_LENGTH) {
      throw new DomainError('invalid', 'invalid_argument', `The WebAuthn registration name must be at most ${NAME_MAX_LENGTH} characters.`);
    }
    const { session } = await requireCallerSession(store, c.var.client.sessionToken, ctx.clock.now());
    const id = c.req.param('webauthn_registration_id');
    const registration = store.webauthnRegistrations.get(id);
    if (!registration || registration.user_id !== session.user_id) throw registrationNotFound();
    store.webauthnRegistrations.rename(id, name);
    return ok(c, { webauthn_registration: webauthnRegistrationJson({ ...registration, name }) });
  });

  return routes;
}
