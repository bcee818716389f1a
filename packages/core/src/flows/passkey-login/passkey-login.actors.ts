import { fromPromise } from 'xstate';
import type { AuthClient, AuthenticateResult, PasskeyAuthenticateRequest } from '../../client';
import { PASSKEY_CEREMONY_TIMEOUT_MS } from '../../config/constants';
import { fromRequest } from '../shared/request';

/**
 * The passkey login's ports. A ceremony includes the user's time in the browser's prompt, so it
 * gets the ceremony timeout rather than the request timeout.
 */
export function createPasskeyLoginActors(client: AuthClient) {
  return {
    checkAutofill: fromPromise<boolean>(() => client.webauthn.isAutofillSupported()),
    authenticate: fromRequest<AuthenticateResult, PasskeyAuthenticateRequest>(
      (input, signal) => client.webauthn.authenticate(input, { signal }),
      PASSKEY_CEREMONY_TIMEOUT_MS,
    ),
  };
}
