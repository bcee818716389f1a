import { Hono } from 'hono';
import { createClock, type EmulatorContext } from './context';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './domain/password-hash';
import { bodyLimit } from './http/body-limit';
import { controlWriteGuard } from './http/control-guard';
import { corsMiddleware } from './http/cors';
import { sdkProductGuard } from './http/sdk-products';
import { FaultRegistry, faultMiddleware } from './http/faults';
import { apiError, errorResponse, toApiError } from './http/envelope';
import { newFormSecret } from './http/form-token';
import { hostCheck } from './http/host-check';
import { pageHeaders } from './http/page-headers';
import { attestRoutes } from './routes/attest';
import { backendSessionRoutes } from './routes/backend-sessions';
import { backendUserRoutes } from './routes/backend-users';
import { bootstrapRoutes } from './routes/bootstrap';
import { controlRoutes } from './routes/control';
import { cryptoWalletRoutes } from './routes/crypto-wallets';
import { eventRoutes } from './routes/events';
import { homeRoutes } from './routes/home';
import { idpLogoutRoutes, idpRoutes } from './routes/idp';
import { impersonationRoutes } from './routes/impersonation';
import { jwksRoutes } from './routes/jwks';
import { magicLinkRoutes } from './routes/magic-links';
import { oauthRoutes } from './routes/oauth';
import { oauthStartRoutes } from './routes/oauth-start';
import { oidcRoutes } from './routes/oidc';
import { otpRoutes } from './routes/otps';
import { passwordRoutes } from './routes/passwords';
import { sessionRoutes } from './routes/sessions';
import { totpRoutes } from './routes/totps';
import { userEditRoutes } from './routes/user-edits';
import { userRoutes } from './routes/users';
import { webauthnRoutes } from './routes/webauthn';
import { fetchOnlyScanner, ScanQueue, type MailScanner } from './scanner/mail-scanner';
import { releaseUnfinishedScans } from './use-cases/outbox';
import { cloneSettings, DEFAULT_SETTINGS, defaultSettingsFor, resolveSettings, type SettingsInput } from './settings';
import type { Store } from './store';

const MAX_BODY_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  store: Store;
  /** Settings merged over the defaults; invalid settings throw a `SettingsError`. */
  settings?: SettingsInput;
  /**
   * Where the app using the emulator runs (e.g. `http://localhost:3000`): the default redirect
   * URLs, connected apps and identity-provider pages point there instead of the playground's
   * `http://localhost:5173` (`defaultSettingsFor`). `settings` still win.
   */
  appUrl?: string;
  /** The base clock (defaults to `Date.now`); the control API adds its offset on top. */
  now?: () => number;
  /**
   * @internal scrypt parameters for new password hashes; defaults to N = 2^15, r = 8, p = 1. Only
   * tests lower them, to stay fast.
   */
  passwordHashing?: ScryptParams;
  /**
   * The path the app is mounted under when its host strips it before `app.fetch` (browser mode
   * serves it at `<origin>/__portico-emulator`): put back in the URLs the app writes into its pages
   * and OpenID Connect documents. `''` (the default) when the app owns its origin's root.
   */
  basePath?: string;
  /**
   * Answer only requests whose `Host` is a loopback name, an IP address or one of these names
   * (`http/host-check.ts`, against DNS rebinding). The Node server passes its bound host and
   * `--allowed-host`; left out (browser mode, `app.fetch` in tests), `Host` is not checked.
   */
  allowedHosts?: readonly string[];
  /**
   * The outbox's mail scanner (setting `mail_scanner`). The Node emulator gives one that can also
   * render links in Chromium (`scanner/node-scanner.ts`); the default only fetches them, and
   * refuses `'browser'` with `browserScannerUnavailable`.
   */
  mailScanner?: MailScanner;
}

/** Why `mail_scanner: "browser"` cannot run in an app made without the Node emulator's scanner. */
export const BROWSER_SCANNER_NEEDS_NODE =
  'rendering links in Chromium needs the Node emulator (the portico-emulator command or startEmulator from @portico/emulator/node)';

export interface EmulatorApp {
  /** A web-standard app: `app.fetch(request)` → `Response`, in Node or in a browser. */
  app: Hono;
  ctx: EmulatorContext;
}

/** `''`, or a path such as `/__portico-emulator`: a leading slash, no trailing one, no query. */
function checkBasePath(basePath: string): string {
  if (basePath !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(basePath)) {
    throw new TypeError(`basePath must be '' or a path like "/__portico-emulator" (no trailing slash), not ${JSON.stringify(basePath)}.`);
  }
  return basePath;
}

/**
 * The emulator's HTTP app: the Stytch SDK routes under `/sdk/v1`, the Backend API's under `/v1`,
 * the control API and pages under `/emulator`. Uses no Node APIs, so it can also run in a browser (service worker or MSW).
 */
export function createApp(options: CreateAppOptions): EmulatorApp {
  const settings = resolveSettings(options.settings ?? {}, options.appUrl ? defaultSettingsFor(options.appUrl) : DEFAULT_SETTINGS);
  const ctx: EmulatorContext = {
    store: options.store,
    clock: createClock(options.now),
    settings,
    initialSettings: cloneSettings(settings),
    passwordHashing: options.passwordHashing ?? DEFAULT_SCRYPT_PARAMS,
    faults: new FaultRegistry(),
    oneTapCallbacks: new Map(),
    oneTapIdTokens: new Map(),
    sendTimes: new Map(),
    attemptWindows: new Map(),
    mailScanner: options.mailScanner ?? fetchOnlyScanner(BROWSER_SCANNER_NEEDS_NODE),
    mailScans: new ScanQueue(),
    basePath: checkBasePath(options.basePath ?? ''),
    formSecret: newFormSecret(),
  };

  // Messages a scan was holding when the emulator last stopped are delivered, marked failed.
  releaseUnfinishedScans(ctx);

  const sdk = new Hono();
  // First: a product the project has not enabled for the SDK is refused before its route runs.
  sdk.use('*', sdkProductGuard(ctx));
  sdk.route('/projects', bootstrapRoutes(ctx));
  sdk.route('/otps', otpRoutes(ctx));
  sdk.route('/magic_links', magicLinkRoutes(ctx));
  sdk.route('/passwords', passwordRoutes(ctx));
  sdk.route('/sessions', sessionRoutes(ctx));
  sdk.route('/users', userRoutes(ctx));
  sdk.route('/users', userEditRoutes(ctx));
  sdk.route('/sessions', attestRoutes(ctx));
  sdk.route('/webauthn', webauthnRoutes(ctx));
  sdk.route('/crypto_wallets', cryptoWalletRoutes(ctx));
  sdk.route('/totps', totpRoutes(ctx));
  sdk.route('/impersonation', impersonationRoutes(ctx));
  sdk.route('/events', eventRoutes(ctx));
  sdk.route('/oauth', oauthRoutes(ctx));
  sdk.route('/oauth/logout', idpLogoutRoutes(ctx));
  sdk.route('/idp', idpRoutes(ctx));

  const app = new Hono();
  if (options.allowedHosts) app.use('*', hostCheck(options.allowedHosts));
  app.use('*', pageHeaders());
  app.use('*', corsMiddleware(ctx));
  // After CORS, so a browser can read injected errors.
  app.use('*', faultMiddleware(ctx.faults));
  app.use(
    '*',
    bodyLimit(MAX_BODY_BYTES, (c) => apiError(c, 413, 'request_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`)),
  );
  // The routes that take writes without credentials: JSON only, and not from other sites' pages.
  app.use('/emulator/*', controlWriteGuard(ctx));
  app.use('/sdk/v1/events', controlWriteGuard(ctx));
  app.route('/sdk/v1', sdk);
  app.route('/v1/sessions', jwksRoutes(ctx));
  // The Backend API (a server's calls, with the project secret on each route; docs/emulator.md).
  app.route('/v1/sessions', backendSessionRoutes(ctx));
  app.route('/v1/users', backendUserRoutes(ctx));
  app.route('/v1/public/oauth', oauthStartRoutes(ctx));
  app.route('/', oidcRoutes(ctx));
  app.route('/emulator', controlRoutes(ctx));
  app.route('/', homeRoutes(ctx));

  app.notFound((c) =>
    apiError(
      c,
      404,
      'route_not_found',
      `The Portico emulator has no route ${c.req.method} ${c.req.path}. docs/emulator.md lists the routes it implements.`,
    ),
  );
  app.onError((error, c) => {
    // The one place a thrown error becomes Stytch's error body: an ApiError of the HTTP layer, or
    // a DomainError of the use cases and the domain, with the status of its kind.
    const known = toApiError(error);
    if (known) return errorResponse(c, known);
    console.error('[portico-emulator] unexpected error', error);
    return apiError(c, 500, 'internal_server_error', 'The emulator hit an unexpected error; see its console output.');
  });

  return { app, ctx };
}
