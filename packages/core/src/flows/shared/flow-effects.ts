import { CONFIGURATION_ERROR_TYPES, toAuthError, type AuthError, type TelemetryEvent } from '../../client';
import { localLastUsedStore, type LastUsedMethod, type LastUsedStore } from './last-used';

/**
 * Host-facing event names, the same strings as Stytch's `StytchEventType`, so existing
 * `callbacks.onEvent` handlers keep working after switching widgets.
 */
export const AuthEventType = {
  MagicLinkLoginOrCreate: 'MAGIC_LINK_LOGIN_OR_CREATE',
  OTPsLoginOrCreate: 'OTP_LOGIN_OR_CREATE',
  OTPsAuthenticate: 'OTP_AUTHENTICATE',
  CryptoWalletAuthenticateStart: 'CRYPTO_WALLET_AUTHENTICATE_START',
  CryptoWalletAuthenticate: 'CRYPTO_WALLET_AUTHENTICATE',
  PasswordCreate: 'PASSWORD_CREATE',
  PasswordAuthenticate: 'PASSWORD_AUTHENTICATE',
  PasswordResetByEmailStart: 'PASSWORD_RESET_BY_EMAIL_START',
  PasswordResetByEmail: 'PASSWORD_RESET_BY_EMAIL',
  PasskeyRegister: 'PASSKEY_REGISTER',
  PasskeyAuthenticate: 'PASSKEY_AUTHENTICATE',
  PasskeySkip: 'PASSKEY_SKIP',
  PasskeyDone: 'PASSKEY_DONE',
  AuthenticateFlowComplete: 'AUTHENTICATE_FLOW_COMPLETE',
  OAuthAuthorizeFlowStart: 'OAUTH_AUTHORIZE_FLOW_START',
  OAuthAuthorizeFlowComplete: 'OAUTH_AUTHORIZE_FLOW_COMPLETE',
  OAuthAuthorizeFlowConsentDenied: 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED',
} as const;
export type AuthEventTypeName = (typeof AuthEventType)[keyof typeof AuthEventType];

export interface AuthEvent {
  type: AuthEventTypeName;
  data: unknown;
}

/** What a host passes to be told about a flow (Stytch's `callbacks` shape). */
export interface FlowCallbacks {
  onEvent?(event: AuthEvent): void;
  onError?(error: AuthError): void;
}

/**
 * The side effects every flow machine reports through. Machines declare these no-op stubs in
 * `setup({ actions })`; hooks bind them to the host callbacks and the client's event log with
 * `.provide({ actions })`; tests provide spies. Child machines get the same bindings, so an
 * event raised deep in a nested flow reaches the host without re-emitting it level by level.
 */
export const flowEffectStubs = {
  reportEvent: (_: unknown, _event: AuthEvent) => {},
  reportError: (_: unknown, _error: AuthError) => {},
  logTelemetry: (_: unknown, _event: TelemetryEvent) => {},
  /** A login finished by this method: remember it on the device (Main marks it 'Last used'). */
  rememberMethod: (_: unknown, _method: LastUsedMethod | null) => {},
};

/**
 * The effects a hook binds: the machines' actions, and what the senders report beside them (a
 * sign-in link went to this address, lasting until `expiresAt`: the page it opens may name it).
 */
export type FlowEffects = typeof flowEffectStubs & {
  rememberLinkAddress?: (_: unknown, link: { address: string; expiresAt: number }) => void;
};

export function createFlowEffects(
  getCallbacks: () => FlowCallbacks | undefined,
  logTelemetry: (event: TelemetryEvent) => void,
  lastUsed: LastUsedStore = localLastUsedStore(),
): FlowEffects {
  return {
    reportEvent: (_, event) => getCallbacks()?.onEvent?.(event),
    reportError: (_, error) => {
      // When the project's setup, not the user, is at fault, the developer is told why in the
      // console too (its words, and the table of Stytch's types, load only when the server refuses something).
      if (error.status !== undefined || CONFIGURATION_ERROR_TYPES.includes(error.type)) {
        void import('../../client/configuration-error').then(({ explainConfigurationError }) => explainConfigurationError(error));
      }
      getCallbacks()?.onError?.(error);
    },
    logTelemetry: (_, event) => logTelemetry(event),
    rememberMethod: (_, method) => {
      if (method) lastUsed.write(method);
    },
    rememberLinkAddress: (_: unknown, { address, expiresAt }: { address: string; expiresAt: number }) =>
      lastUsed.writeLinkAddress?.(address, expiresAt),
  };
}

/**
 * The actions of an invoke's `onError` in every flow: keep the error (each flow's `setError`)
 * and report it to the host.
 */
export const recordFailure = [
  { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => toAuthError(event.error) },
  { type: 'reportError' as const, params: ({ event }: { event: { error: unknown } }) => toAuthError(event.error) },
];
