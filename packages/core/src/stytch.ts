/** The production AuthClient adapter over the host's `@stytch/vanilla-js` client. */
export { createStytchAuthClient, mapStytchUser, type StytchClient } from './stytch/stytch-auth-client';
