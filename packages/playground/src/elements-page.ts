/**
 * The plain elements page's own code (elements.html): the emulator's address (`?emulator=`, by
 * the playground's one check: an address on this machine), the element's client, the event list
 * and the session; then the @portico/elements bundle, as one classic script tag, so the element
 * starts with its client set. No React and no Portico code of the page's own.
 */
import { DEFAULT_EMULATOR_URL, DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { chosenEmulator } from './emulator-address';

type StytchLike = { user: { getSync(): { user_id: string; emails: Array<{ email: string }> } | null }; session: { revoke(): Promise<unknown> } };
type PorticoGlobal = { getStytchClient(publicToken: string, options: object): StytchLike };

const chosen = chosenEmulator();
// The in-page emulator is the React app's alone (`?emulator=browser`): this page uses the default then.
const emulator = chosen && chosen !== 'browser' ? chosen : (import.meta.env.VITE_PORTICO_EMULATOR_URL ?? DEFAULT_EMULATOR_URL);
const clientOptions = emulatorClientOptions(emulator);

const login = document.getElementById('login')!;
login.setAttribute('client-options', JSON.stringify(clientOptions));
login.setAttribute('public-token', DEFAULT_PUBLIC_TOKEN);

// "Your account": <portico-account> on the same client (one per token and options: the same
// session), made when first asked for (once signed in: it reads the user when it starts). The
// playground server's account API talks to the emulator the page was built for: with another one,
// no backend-url (no devices, no deleting the account), as on the React pages.
const serverEmulator = (import.meta.env.VITE_PORTICO_EMULATOR_URL ?? DEFAULT_EMULATOR_URL).replace(/\/+$/, '');
const showAccount = document.getElementById('show-account')!;
let account: HTMLElement | null = null;
showAccount.addEventListener('click', () => {
  if (!account) {
    account = document.createElement('portico-account');
    account.setAttribute('client-options', JSON.stringify(clientOptions));
    account.setAttribute('public-token', DEFAULT_PUBLIC_TOKEN);
    if (emulator.replace(/\/+$/, '') === serverEmulator) account.setAttribute('backend-url', '/api/account');
    account.textContent = 'Loading the account…';
    document.getElementById('account-place')!.append(account);
  } else account.hidden = !account.hidden;
  showAccount.setAttribute('aria-expanded', String(!account.hidden));
});
// The account deleted, or this device signed out from its devices: the page is signed out.
document.addEventListener('portico-signed-out', () => {
  document.getElementById('session')!.hidden = true;
});

type Detail = { type: string; message?: string };
const log = (kind: string, detail: Detail) => {
  const item = document.createElement('li');
  item.textContent = `${kind} ${JSON.stringify(detail.type)}${detail.message ? ` ${detail.message}` : ''}`;
  document.getElementById('events')!.append(item);
};

// The element's Stytch client (one per token and options on the page) has the session.
const stytch = () => (window as unknown as { Portico: PorticoGlobal }).Portico.getStytchClient(DEFAULT_PUBLIC_TOKEN, clientOptions);
function showSession() {
  const user = stytch().user.getSync();
  if (!user) return;
  document.querySelector('[data-testid="session-identity"]')!.textContent = user.emails[0]?.email ?? user.user_id;
  document.getElementById('session')!.hidden = false;
}

document.addEventListener('portico-event', (event) => {
  const { detail } = event as CustomEvent<Detail>;
  log('portico-event', detail);
  if (detail.type === 'AUTHENTICATE_FLOW_COMPLETE') showSession();
});
document.addEventListener('portico-error', (event) => log('portico-error', (event as CustomEvent<Detail>).detail));
document.getElementById('sign-out')!.addEventListener('click', async () => {
  await stytch().session.revoke();
  location.reload();
});

const bundle = document.createElement('script');
bundle.src = '/portico-elements/portico-elements.iife.js';
bundle.addEventListener('load', showSession);
document.body.append(bundle);
