/**
 * Whether this page can use passkeys at all: the browser has WebAuthn (`PublicKeyCredential`,
 * `navigator.credentials.get`) and the page is a secure context (https, or http://localhost).
 * WebKitGTK without WebAuthn and a page served over plain http from another host have neither:
 * Main offers no passkey there, and a passkey ceremony is refused with `webauthn_unsupported`.
 * (Apart from `webauthn-support.ts`, whose refusal needs `auth-error.ts`: a widget's first load
 * asks this, and carries neither, issue 41.)
 */
export function browserSupportsWebAuthn(page: unknown = globalThis): boolean {
  const scope = page as {
    PublicKeyCredential?: unknown;
    isSecureContext?: boolean;
    navigator?: { credentials?: { get?: unknown } };
  };
  return scope.PublicKeyCredential != null && scope.isSecureContext !== false && typeof scope.navigator?.credentials?.get === 'function';
}
