import { fromPromise } from 'xstate';
import type { AuthClient, AuthenticateResult, PasskeyAuthenticateRequest } from '../../client';
import { PASSKEY_CEREMONY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../config/constants';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/**
 * The passkey login's ports. A ceremony includes the user's time in the browser's prompt, so the
 * whole of it gets the ceremony timeout; each of its server calls gets the request timeout.
 */
export function createPasskeyLoginActors(client: AuthClient, { requestTimeoutMs = REQUEST_TIMEOUT_MS }: FlowActorOptions = {}) {
  return {
    checkSupport: fromPromise<boolean>(() => client.webauthn.isSupported()),
    checkAutofill: fromPromise<boolean>(() => client.webauthn.isAutofillSupported()),
    authenticate: fromRequest<AuthenticateResult, PasskeyAuthenticateRequest>(
      (input, signal) => client.webauthn.authenticate(input, { signal, serverTimeoutMs: requestTimeoutMs }),
      PASSKEY_CEREMONY_TIMEOUT_MS,
    ),
  };
}
