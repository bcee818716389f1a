import { browserSupportsWebAuthn, webauthnUnsupported, type AuthClient, type AuthError } from '../../client';
import { runCeremony, type CeremonyAnswer } from '../webauthn-ceremony';
import { signalUnknownCredential } from '../webauthn-signals';
import { call } from './call';
import type { AdapterContext } from './context';
import { mapAuthenticate } from './mapping';

/** `PublicKeyCredential.getClientCapabilities()` reports `conditionalCreate` (Chrome 136+, Safari 18+). */
async function browserCanCreateQuietly(): Promise<boolean> {
  const credential = (globalThis as { PublicKeyCredential?: { getClientCapabilities?: () => Promise<Record<string, unknown>> } })
    .PublicKeyCredential;
  try {
    return (await credential?.getClientCapabilities?.())?.conditionalCreate === true;
  } catch {
    return false;
  }
}

/** `webauthn`: passkey login (button and autofill), registration and renaming. */
export function createWebauthn({ stytch, loginCall }: AdapterContext): AuthClient['webauthn'] {
  return {
    authenticate: (request, options) => {
      // Without WebAuthn the SDK fails in its own words ('unknown error'): say why instead.
      if (!browserSupportsWebAuthn()) return webauthnUnsupported();
      let answered: CeremonyAnswer | undefined;
      return loginCall(options, () =>
        runCeremony(
          'get',
          {
            ...(options?.signal && { extra: { signal: options.signal } }),
            ...(options?.serverTimeoutMs !== undefined && { serverTimeoutMs: options.serverTimeoutMs }),
            onAnswer: (answer) => {
              answered = answer;
            },
          },
          () =>
          stytch.webauthn.authenticate({
            session_duration_minutes: request.sessionDurationMinutes,
            conditional_mediation: request.conditionalMediation,
            is_passkey: request.isPasskey,
            // The flow starts autofill only while its field is rendered, which the SDK cannot
            // see inside a shadow root (enableShadowDOM).
            disable_input_check: true,
            ...(options?.signal && { signal: options.signal }),
          }),
        ),
      ).then(
        (response) => mapAuthenticate(response),
        (error: AuthError) => {
          // The server no longer knows the passkey the user picked (deleted from the account):
          // the passkey provider is told, so it stops offering it.
          if (answered && error.type === 'webauthn_registration_not_found') signalUnknownCredential(answered);
          throw error;
        },
      );
    },
    isSupported: () => Promise.resolve(browserSupportsWebAuthn()),
    isAutofillSupported: () =>
      call(undefined, () => stytch.webauthn.browserSupportsAutofill()).catch(() => false),
    isConditionalCreateSupported: () => browserCanCreateQuietly(),
    register: (request, options) => {
      if (!browserSupportsWebAuthn()) return webauthnUnsupported();
      return loginCall(options, () =>
        runCeremony(
          'create',
          {
            extra: { ...(options?.signal && { signal: options.signal }), ...(request.conditionalMediation && { mediation: 'conditional' }) },
            ...(options?.serverTimeoutMs !== undefined && { serverTimeoutMs: options.serverTimeoutMs }),
          },
          () =>
            stytch.webauthn.register({
              is_passkey: request.isPasskey,
              session_duration_minutes: request.sessionDurationMinutes,
            }),
        ),
      ).then(mapAuthenticate);
    },
    update: (request, options) =>
      call(options, () =>
        stytch.webauthn.update({ webauthn_registration_id: request.webauthnRegistrationId, name: request.name }),
      ).then(() => undefined),
  };
}
