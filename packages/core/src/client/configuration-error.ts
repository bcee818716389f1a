import { CONFIGURATION_ERROR_TYPES, type AuthError } from './auth-error';
import { readingOf } from './consumer-errors';

/*
 * The developer's explanation of a configuration error: a module of its own, loaded only when one
 * happens (flow-effects.ts), so no first load carries its words.
 */

const explained = new Set<string>();

/**
 * The developer's explanation of a configuration error, logged once per kind and server message
 * (console.error): what Stytch refused and where to change it. Called for every error the server
 * answered; says nothing of the user's own mistakes (a wrong code, an unknown address). Never
 * holds a token: only the error's type and the server's message.
 */
export function explainConfigurationError(error: AuthError): void {
  if (!CONFIGURATION_ERROR_TYPES.includes(error.type) && readingOf(error.type) !== 'configuration') return;
  const key = `${error.type}:${error.message ?? ''}`;
  if (explained.has(key)) return;
  explained.add(key);
  const server = error.message ? ` Stytch said: "${error.message}"` : '';
  const origin = typeof location === 'undefined' ? 'this site' : location.origin;
  console.error(
    error.type === 'endpoint_not_authorized_for_sdk'
      ? `[Portico] Stytch refused a call from the frontend SDK (endpoint_not_authorized_for_sdk): the product this widget uses is not enabled for the SDK. Enable it in the Stytch dashboard, Frontend SDK → SDK configuration (passkeys also need user data management), or remove it from the widget's config.${server}`
      : error.type === 'bad_domain_for_stytch_sdk'
        ? `[Portico] Stytch refused calls from ${origin} (bad_domain_for_stytch_sdk): add this domain to the authorized domains in the Stytch dashboard, Frontend SDK → Authorized applications.${server}`
        : `[Portico] Stytch refused a call because of how the project or the widget is set up (${error.type}), not because of anything the user did: the user was told this way of signing in is not available. See https://stytch.com/docs/api/errors/${error.status ?? 400}#${error.type}.${server}`,
  );
}
