import { Hono } from 'hono';
import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { newRequestId } from '../http/envelope';
import { isJsonObject, readJsonObject, type JsonObject } from '../http/body';

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
addEventListener('message', async (event) => {
  const port = event.ports[0];
  const call = event.data;
  if (!port || !call || typeof call.method !== 'string') return;
  try {
    const response = await fetch('clientside-services/rpc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: call.method, args: call.args }),
    });
    port.postMessage(await response.json());
  } catch (error) {
    port.postMessage({ success: false, error: { name: 'Error', message: String(error) } });
  }
});
</script>
</body>
</html>`;

type RpcResult = { success: true; payload: unknown } | { success: false; error: { name: string; message: string } };

const region = (request: JsonObject) =>
  typeof request.regionCode === 'string' && isSupportedCountry(request.regionCode) ? request.regionCode : undefined;

/** Phone formatting with libphonenumber-js; One Tap reports "no Google client" (oauth_config_not_found). */
function clientsideServiceCall(method: unknown, request: JsonObject): RpcResult {
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
      return {
        success: true,
        payload: { requestId: newRequestId(), googleClientId: '', stytchCsrfToken: '', oauthCallbackId: '' },
      };
    default:
      return {
        success: false,
        error: { name: 'Error', message: `The Portico emulator does not provide the clientside service "${String(method)}".` },
      };
  }
}

export function clientsideServicesRoutes(): Hono {
  const routes = new Hono();
  routes.get('/', (c) => c.html(PAGE));
  routes.post('/rpc', async (c) => {
    const body = await readJsonObject(c);
    const [request] = Array.isArray(body.args) ? body.args : [];
    return c.json(clientsideServiceCall(body.method, isJsonObject(request) ? request : {}));
  });
  return routes;
}
