/**
 * `GET /v1/public/oauth/{provider}/start` (a full-page navigation from the SDK, protocol §4.1)
 * and the POST its sign-in page sends back. Refusals are HTML error pages: the emulator never
 * redirects to a URL it has not vetted.
 *
 * The POST signs the browser in, so it must come from the page this emulator rendered (login
 * CSRF): its `form_token` is bound to the provider and the start URL's query, and a browser's
 * `Origin`, when sent, must be the emulator's own.
 */
import { Hono, type Context } from 'hono';
import type { EmulatorContext } from '../context';
import { cancelledRedirect, readOAuthStart, readProviderAccount, type OAuthStart } from '../domain/oauth';
import { DomainError } from '../domain/errors';
import { ApiError, toApiError } from '../http/envelope';
import { formToken, isFormTokenValid } from '../http/form-token';
import { oauthProviderPage, type KnownAccount, type ProviderPageInput } from '../pages/oauth-provider-page';
import { errorPage } from '../pages/page-style';
import { completeProviderSignIn } from '../use-cases/oauth';

/** At most this many users are offered on the sign-in page (the newest). */
const MAX_ACCOUNTS = 50;

/** The email addresses of the newest `max` users, with their names: the accounts stand-in providers offer. */
export function knownAccounts(ctx: EmulatorContext, max = MAX_ACCOUNTS): KnownAccount[] {
  const { store } = ctx;
  return store.users
    .list()
    .slice(-max)
    .flatMap((user) => {
      const name = [user.first_name, user.last_name].filter((part) => part !== '').join(' ');
      return store.emails.listForUser(user.user_id).map((email) => ({ email: email.email, name }));
    });
}

/** What a sign-in form's token is bound to: the provider and the authorization request. */
const formSubject = (provider: string, query: string) => `oauth-provider-page\n${provider}\n${query}`;

/** The `form_token` of the sign-in page for `provider` and the start URL's `query`. */
export const signInFormToken = (ctx: EmulatorContext, provider: string, query: string): string =>
  formToken(ctx.formSecret, formSubject(provider, query));

/** Why a posted sign-in form is not one this emulator's page sent, or null when it is. */
function forgedFormReason(ctx: EmulatorContext, c: Context, provider: string, query: string, token: unknown): string | null {
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return `The sign-in form was posted from ${origin === 'null' ? 'an opaque origin' : JSON.stringify(origin)}, not from the emulator's own page.`;
  }
  if (!isFormTokenValid(ctx.formSecret, formSubject(provider, query), token)) {
    return "The sign-in form's token is missing or does not match this sign-in page (or the emulator restarted since the page was shown). Start the sign-in again from the app.";
  }
  return null;
}

function refusal(c: Context, thrown: unknown): Response {
  const error = toApiError(thrown);
  if (!error) throw thrown;
  return c.html(
    errorPage({ title: 'Sign-in could not start', status: error.status, errorType: error.errorType, message: error.message }),
    error.status,
  );
}

export function oauthStartRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  const { store } = ctx;

  const pageInput = (c: Context, start: OAuthStart, query: string): ProviderPageInput => {
    const attachUser = start.attach ? store.emails.listForUser(start.attach.userId)[0] : undefined;
    return {
      projectName: ctx.settings.project_name,
      start,
      query,
      action: ctx.basePath + c.req.path,
      formToken: signInFormToken(ctx, c.req.param('provider') ?? '', query),
      accounts: knownAccounts(ctx),
      attachEmail: start.attach ? (attachUser?.email ?? '') : null,
    };
  };

  routes.get('/:provider/start', async (c) => {
    const url = new URL(c.req.url);
    let start: OAuthStart;
    try {
      start = await readOAuthStart(ctx, c.req.param('provider'), url.searchParams);
    } catch (error) {
      return refusal(c, error);
    }
    return c.html(oauthProviderPage(pageInput(c, start, url.search.replace(/^\?/, ''))));
  });

  /** Continue: sign in and redirect with a token. Cancel: redirect with `error=access_denied`. */
  routes.post('/:provider/start', async (c) => {
    const form = await c.req.parseBody();
    const query = typeof form.query === 'string' ? form.query : '';
    const forged = forgedFormReason(ctx, c, c.req.param('provider'), query, form.form_token);
    if (forged !== null) return refusal(c, new ApiError(403, 'invalid_form_token', forged, null));
    let start: OAuthStart;
    try {
      start = await readOAuthStart(ctx, c.req.param('provider'), new URLSearchParams(query));
    } catch (error) {
      return refusal(c, error);
    }
    if (form.action === 'cancel') return c.redirect(cancelledRedirect(start), 302);

    let account;
    try {
      account = readProviderAccount(form);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const typed = { email: String(form.email ?? ''), name: String(form.name ?? ''), account: String(form.account ?? '') };
      return c.html(oauthProviderPage({ ...pageInput(c, start, query), error: { message: error.message, ...typed } }), 400);
    }
    let location: string;
    try {
      location = await completeProviderSignIn(ctx, { start, account });
    } catch (error) {
      return refusal(c, error);
    }
    return c.redirect(location, 302);
  });

  return routes;
}
