// What every page shares: the emulator the pages are "built" for (each test worker's fixture
// routes it to the worker's own), and a line saying who is signed in.
import { getStytchClient } from '/portico-elements/portico-elements.js';

export const PUBLIC_TOKEN = 'public-token-test-portico';
const EMULATOR = 'http://localhost:4100';
export const CLIENT_OPTIONS = {
  endpoints: { testAPIURL: EMULATOR, liveAPIURL: EMULATOR, dfpBackendURL: EMULATOR, clientsideServicesIframeURL: `${EMULATOR}/emulator/clientside-services` },
};

export const client = () => getStytchClient(PUBLIC_TOKEN, CLIENT_OPTIONS);

/**
 * `<p data-testid="session">` follows the signed-in user; `Sign out` revokes the session, then
 * `remount()` puts a fresh widget in place (no reload: a test waits for 'Signed out', then acts).
 */
export function showSession(remount = () => {}) {
  const line = document.querySelector('[data-testid="session"]');
  const signOut = document.querySelector('#sign-out');
  const render = (user) => {
    line.textContent = user
      ? `Signed in as ${user.emails[0]?.email ?? user.crypto_wallets[0]?.crypto_wallet_address ?? user.user_id}`
      : 'Signed out';
    signOut.hidden = !user;
  };
  client().user.onChange(render);
  render(client().user.getSync());
  signOut.addEventListener('click', async () => {
    await client().session.revoke();
    remount();
  });
}

/** A `<portico-*>` element on the emulator. */
export function element(tag, config) {
  const node = document.createElement(tag);
  node.setAttribute('public-token', PUBLIC_TOKEN);
  node.setAttribute('client-options', JSON.stringify(CLIENT_OPTIONS));
  if (config) node.setAttribute('config', JSON.stringify(config));
  return node;
}
