/** `POST /sdk/v1/oauth/authenticate` and `/oauth/attach` (protocol §2.9). */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { publicBaseUrl, type EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { ONE_TAP_BROWSER_COOKIE } from '../domain/one-tap';
import { readSessionDuration } from '../domain/sessions';
import { readJsonObject, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import { attachOAuthProvider, authenticateOAuth } from '../use-cases/oauth';

function readOAuthToken(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new DomainError('invalid', 'invalid_token', 'token must be the token from the OAuth redirect URL (its "token" query parameter).');
  }
  return value;
}

export function oauthRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** Exchanges the redirect token for a session (`authenticateOAuth`). */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const token = readOAuthToken(body.token);
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const loggedIn = await authenticateOAuth(ctx, {
      token,
      codeVerifier: body.code_verifier,
      browserCookie: getCookie(c, ONE_TAP_BROWSER_COOKIE),
      origin: publicBaseUrl(ctx, c.req.url),
      session,
    });
    const { registration } = loggedIn.result;
    return ok(c, {
      ...loggedIn.session,
      oauth_user_registration_id: registration.registration_id,
      provider_subject: registration.provider_subject,
      provider_type: loggedIn.providerType,
      profile_picture_url: registration.profile_picture_url,
      locale: registration.locale,
      provider_values: loggedIn.providerValues,
      reset_sessions: false,
    });
  });

  /** An `oauth_attach_token` for the logged-in user: a start URL with it links the provider to them. */
  routes.post('/attach', async (c) => {
    const body = await readJsonObject(c);
    const provider = requiredString(body, 'provider').toLowerCase();
    return ok(c, { oauth_attach_token: await attachOAuthProvider(ctx, { provider, sessionToken: c.var.client.sessionToken }) });
  });

  return routes;
}
