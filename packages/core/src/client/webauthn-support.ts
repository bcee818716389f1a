import { createAuthError } from './auth-error';

/**
 * Whether this page can use passkeys at all: the browser has WebAuthn (`PublicKeyCredential`,
 * `navigator.credentials.get`) and the page is a secure context (https, or http://localhost).
 * WebKitGTK without WebAuthn and a page served over plain http from another host have neither:
 * Main offers no passkey there, and a passkey ceremony is refused with `webauthn_unsupported`.
 */
export function browserSupportsWebAuthn(page: unknown = globalThis): boolean {
  const scope = page as {
    PublicKeyCredential?: unknown;
    isSecureContext?: boolean;
    navigator?: { credentials?: { get?: unknown } };
  };
  return scope.PublicKeyCredential != null && scope.isSecureContext !== false && typeof scope.navigator?.credentials?.get === 'function';
}

/** A ceremony where the page cannot use passkeys: `webauthn_unsupported`, the developer told why (the user reads the catalog's words). */
export const webauthnUnsupported = () =>
  Promise.reject(createAuthError('webauthn_unsupported', { message: 'No WebAuthn here, or not a secure context (https or localhost).' }));
