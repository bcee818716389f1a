import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail } from '../domain/contact';
import { LINK_EXPIRATION_MINUTES, MAGIC_LINK_DEFAULT_MINUTES, readLinkToken } from '../domain/email-links';
import { readCodeChallenge } from '../domain/pkce';
import { LOGIN_MAGIC_LINK_URL, resolveRedirectUrl, SIGNUP_MAGIC_LINK_URL } from '../domain/redirect-urls';
import { readSessionDuration } from '../domain/sessions';
import { optionalInteger, optionalString, readJsonObject, readLocale, type JsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import {
  authenticateMagicLink,
  loginOrCreateMagicLink,
  sendPrimaryMagicLink,
  sendSecondaryMagicLink,
  type SendOptions,
} from '../use-cases/magic-links';

const expiration = (body: JsonObject, field: 'login_expiration_minutes' | 'signup_expiration_minutes'): number =>
  optionalInteger(body, field, { ...LINK_EXPIRATION_MINUTES, errorType: 'invalid_expiration' }) ??
  MAGIC_LINK_DEFAULT_MINUTES[field === 'login_expiration_minutes' ? 'login' : 'signup'];

/** The fields every magic-link send accepts (protocol §2.3); URLs given are checked right away. */
function readSendOptions(ctx: EmulatorContext, body: JsonObject): SendOptions {
  const email = normalizeEmail(body.email);
  for (const [value, field] of [
    [body.login_magic_link_url, LOGIN_MAGIC_LINK_URL],
    [body.signup_magic_link_url, SIGNUP_MAGIC_LINK_URL],
  ] as const) {
    if (value !== undefined && value !== null) resolveRedirectUrl(ctx.settings, value, field);
  }
  optionalString(body, 'login_template_id');
  optionalString(body, 'signup_template_id');
  return {
    email,
    loginMagicLinkUrl: body.login_magic_link_url,
    signupMagicLinkUrl: body.signup_magic_link_url,
    loginExpirationMinutes: expiration(body, 'login_expiration_minutes'),
    signupExpirationMinutes: expiration(body, 'signup_expiration_minutes'),
    locale: readLocale(body),
    codeChallenge: readCodeChallenge(
      body.code_challenge,
      ctx.settings.pkce_required_for_email_magic_links,
      'pkce_required_for_email_magic_links',
    ),
  };
}

export function magicLinkRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** Signs up (user active, email unverified) or logs in; sign-up links go to the sign-up URL. */
  routes.post('/email/login_or_create', async (c) => {
    const result = await loginOrCreateMagicLink(ctx, readSendOptions(ctx, await readJsonObject(c)));
    return ok(c, { user_id: result.userId, email_id: result.emailId, user_created: result.userCreated });
  });

  /** Existing users only. */
  routes.post('/email/send/primary', async (c) => {
    const to = await sendPrimaryMagicLink(ctx, readSendOptions(ctx, await readJsonObject(c)));
    return ok(c, { user_id: to.userId, email_id: to.emailId });
  });

  /** For the logged-in user: to one of their addresses, or to a new one (`sendSecondaryMagicLink`). */
  routes.post('/email/send/secondary', async (c) => {
    const to = await sendSecondaryMagicLink(ctx, readSendOptions(ctx, await readJsonObject(c)), c.var.client.sessionToken);
    return ok(c, { user_id: to.userId, email_id: to.emailId });
  });

  /** Logs in with a magic-link token, or with a password reset token (`authenticateMagicLink`). */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const token = readLinkToken(body.token);
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const { result, session: fields } = await authenticateMagicLink(ctx, { token, codeVerifier: body.code_verifier, session });
    return ok(c, { method_id: result.methodId, ...fields, reset_sessions: false });
  });

  return routes;
}
