import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { EmulatorContext } from '../context';
import { ONE_TAP_BROWSER_COOKIE, oneTapStart, oneTapSubmit } from '../domain/one-tap';
import { newSecretToken, sha256Hex } from '../domain/random';
import { ApiError, toApiError, newRequestId } from '../http/envelope';
import { isJsonObject, readJsonObject, type JsonObject } from '../http/body';
import { frameAncestors } from '../http/page-headers';
import { isOriginAllowed } from '../settings';

/**
 * Stand-in for Stytch's clientside-services iframe (protocol §4.4). The SDK posts
 * `{method, args: [request]}` with a MessagePort; the page relays the call to `./rpc` on this
 * server and answers `{success, payload}` or `{success: false, error}` on the port.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Portico emulator: clientside services</title></head>
<body>
<script>
// One Tap: the CSRF token of each sign-in this page started, added to its submit (the SDK does
// not send it back itself), so a callback id works only from the page that started it.
const csrfTokens = new Map();
addEventListener('message', async (event) => {
  const port = event.ports[0];
  const call = event.data;
  if (!port || !call || typeof call.method !== 'string') return;
  const [request] = Array.isArray(call.args) ? call.args : [];
  const args = call.method === 'oneTapSubmit' && request && typeof request === 'object'
    ? [{ ...request, stytchCsrfToken: csrfTokens.get(request.oauthCallbackID) }]
    : call.args;
  // A server that cannot be reached, or whose answer cannot be read, is reported as Stytch's own
  // frame reports it: the SDK's StytchAPIUnreachableError, with its NetworkClient's messages.
  const unreachable = (message) => port.postMessage({ success: false, error: { name: 'StytchAPIUnreachableError', message } });
  let response;
  try {
    response = await fetch('clientside-services/rpc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // The page that called, as the browser names it: the server answers only pages on
      // allowed_origins (a popup opened by any other site can post here too).
      body: JSON.stringify({ method: call.method, args, origin: event.origin }),
    });
  } catch {
    return unreachable('Unable to contact our servers.');
  }
  let result;
  try {
    result = await response.json();
  } catch {
    return unreachable('Invalid JSON response from our servers.');
  }
  if (call.method === 'oneTapStart' && result.success && result.payload && result.payload.oauthCallbackId) {
    csrfTokens.set(result.payload.oauthCallbackId, result.payload.stytchCsrfToken);
  }
  // An error envelope (a malformed call) is passed on as the StytchAPIError it describes.
  port.postMessage('success' in result ? result : { success: false, error: { name: 'StytchAPIError', message: String(result.error_message), ...result } });
});
</script>
</body>
</html>`;

type RpcResult = { success: true; payload: unknown } | { success: false; error: { name: string; message: string } & Record<string, unknown> };

/**
 * A Stytch error as the real frame posts it: the SDK rebuilds the class from `name`
 * (`ErrorMarshaller.unmarshall`), so `StytchAPIError` comes back with `status_code`,
 * `error_type`, … and `StytchAPIError.from(err).error_type` is the reason One Tap reports.
 */
function rpcError(error: ApiError): RpcResult {
  const requestId = newRequestId();
  const errorUrl = error.errorUrl ?? '';
  return {
    success: false,
    error: {
      name: 'StytchAPIError',
      status_code: error.status,
      error_type: error.errorType,
      error_message: error.message,
      error_url: errorUrl,
      request_id: requestId,
      message: `[${error.status}] ${error.errorType}\n${error.message}\nSee ${errorUrl} for more information.\nrequest_id: ${requestId}\n`,
    },
  };
}

const region = (request: JsonObject) =>
  typeof request.regionCode === 'string' && isSupportedCountry(request.regionCode) ? request.regionCode : undefined;

/** Phone formatting with libphonenumber-js; One Tap's start and submit (domain/one-tap.ts). */
async function clientsideServiceCall(ctx: EmulatorContext, method: unknown, request: JsonObject, browser: string | null): Promise<RpcResult> {
  switch (method) {
    case 'parsedPhoneNumber': {
      const input = typeof request.phoneNumber === 'string' ? request.phoneNumber : '';
      const phone = parsePhoneNumberFromString(input, region(request) ?? 'US');
      return {
        success: true,
        payload: phone
          ? { isValid: phone.isValid(), number: phone.number, national: phone.formatNational() }
          : { isValid: false, number: input, national: input },
      };
    }
    case 'getExamplePhoneNumber': {
      const example = getExampleNumber(region(request) ?? 'US', examples);
      return { success: true, payload: { phoneNumber: example ? example.formatNational() : '' } };
    }
    case 'oneTapStart':
      return { success: true, payload: oneTapStart(ctx, request) };
    case 'oneTapSubmit':
      return { success: true, payload: await oneTapSubmit(ctx, request, browser) };
    default:
      return {
        success: false,
        error: { name: 'Error', message: `The Portico emulator does not provide the clientside service "${String(method)}".` },
      };
  }
}

export function clientsideServicesRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  // The SDK frames this page in the app's pages: those on the CORS allowlist may.
  routes.get('/', (c) => c.html(PAGE, 200, frameAncestors(ctx.settings.allowed_origins)));
  routes.post('/rpc', async (c) => {
    // Only this emulator's own page calls here (a same-origin fetch), for the page that posted
    // to it: a caller on allowed_origins. A browser names any other page that calls (a
    // cross-origin POST always has an Origin; a same-origin one may not, as in browser mode's
    // service worker): refused before any service runs.
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      return c.json({ error_type: 'forbidden', error_message: 'Only the clientside-services page calls this.' }, 403);
    }
    const body = await readJsonObject(c);
    const caller = typeof body.origin === 'string' ? body.origin : '';
    if (!isOriginAllowed(caller, ctx.settings.allowed_origins)) {
      return c.json(
        rpcError(new ApiError(403, 'bad_domain_for_stytch_sdk', `The page at "${caller}" is not on allowed_origins: the clientside services answer only the project's own pages.`)),
      );
    }
    const [request] = Array.isArray(body.args) ? body.args : [];
    // The browser, by a cookie of the emulator's own (set on its first call): with PKCE required
    // for OAuth, One Tap binds its redirect token to it (the SDK's later oauth/authenticate call
    // carries it).
    const cookie = getCookie(c, ONE_TAP_BROWSER_COOKIE);
    if (!cookie) {
      setCookie(c, ONE_TAP_BROWSER_COOKIE, newSecretToken(), { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' });
    }
    const browser = cookie ? await sha256Hex(cookie) : null;
    try {
      return c.json(await clientsideServiceCall(ctx, body.method, isJsonObject(request) ? request : {}, browser));
    } catch (error) {
      const apiError = toApiError(error);
      if (!apiError) throw error;
      return c.json(rpcError(apiError));
    }
  });
  return routes;
}
