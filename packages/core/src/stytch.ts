/** The production AuthClient adapter over the host's `@stytch/vanilla-js` client. */
// The calls load on demand (see ./stytch/stytch-client); the full adapter is ./stytch/stytch-auth-client.
export { createStytchAuthClient } from './stytch/stytch-client';
export { mapStytchUser, type StytchClient } from './stytch/stytch-auth-client';
