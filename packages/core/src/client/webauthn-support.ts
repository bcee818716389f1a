import { createAuthError } from './auth-error';

export { browserSupportsWebAuthn } from './webauthn-browser';

/** A ceremony where the page cannot use passkeys: `webauthn_unsupported`, the developer told why (the user reads the catalog's words). */
export const webauthnUnsupported = () =>
  Promise.reject(createAuthError('webauthn_unsupported', { message: 'No WebAuthn here, or not a secure context (https or localhost).' }));
