/**
 * The stand-in Google One Tap account chooser (`GET /emulator/gsi/prompt`), shown by the
 * stand-in script in an iframe on the app's page. It lists known users, lets the tester type
 * another email address and name, gets an ID token from `POST ./credential` and posts it to the
 * app's page (target origin = the page's origin). It also posts its height, so the iframe fits
 * its content, and Close.
 */
import type { KnownAccount } from './oauth-provider-page';
import { GSI_MESSAGE_TYPE } from './gsi-client-script';
import { escapeHtml, page } from './page-style';

export interface GsiPromptInput {
  projectName: string;
  clientId: string;
  /** The app page's origin: where messages go. */
  origin: string;
  /** `embedded` (inside the app's element) or `floating`. */
  mode: 'embedded' | 'floating';
  nonce: string;
  accounts: KnownAccount[];
  /** Why Google would not show the prompt (the page then only explains it), or null. */
  problem: { reason: string; message: string } | null;
}

const PROMPT_STYLE = `
body { background: var(--card); }
main.gsi { max-width: none; margin: 0; padding: .75rem 1rem 1rem; }
.gsi-head { display: flex; align-items: center; gap: .6rem; }
.gsi-head h1 { flex: 1; font-size: 1rem; margin: 0; }
.gsi-logo { display: inline-flex; align-items: center; justify-content: center; width: 1.6rem; height: 1.6rem; border-radius: 50%; background: var(--accent); color: var(--accent-text); font-weight: 700; flex: none; }
button.gsi-close { background: transparent; color: var(--text); border-color: transparent; padding: .15rem .55rem; font-size: 1.3rem; line-height: 1; }
.small { font-size: .8rem; margin: .3rem 0 .6rem; }
ul.accounts { list-style: none; margin: 0 0 .75rem; padding: 0; }
ul.accounts li { display: flex; flex-direction: column; align-items: stretch; gap: .5rem; padding: .6rem 0; border-top: 1px solid var(--border); }
.who { display: flex; flex-direction: column; min-width: 0; }
.who .name { font-weight: 600; }
.who .email { font-size: .875rem; }
/* An address wraps only after its parts (the <wbr>s before '@' and '.', after '-', '_' and '+'),
   never inside a word; a part longer than the line ends in an ellipsis (the whole address stays
   in the text and the title). The button sits under it, as wide as the row, so its words wrap
   there rather than being clipped by a column beside the address. */
.who .email, ul.accounts button .label { overflow-wrap: normal; word-break: normal; hyphens: none; }
.who .email { overflow: hidden; text-overflow: ellipsis; }
ul.accounts button { width: 100%; font-size: .875rem; padding: .45rem .7rem; white-space: normal; text-align: center; }
ul.accounts button .label { overflow-wrap: break-word; }
fieldset { margin: 0; padding: .5rem .75rem .75rem; }
.gsi .field { margin: .4rem 0 0; }
.gsi form button { margin-top: .7rem; }
.error:empty { display: none; }
`;

/**
 * An email address, escaped, with a line-break opportunity at each of its natural seams (before
 * '@' and '.', after '-', '_' and '+'), so a long one wraps there and never mid-word.
 */
export function breakableEmail(email: string): string {
  return email
    .split(/(?=[@.])|(?<=[-_+])/)
    .map(escapeHtml)
    .join('<wbr>');
}

function accountList(accounts: KnownAccount[]): string {
  if (accounts.length === 0) return '';
  const items = accounts.map((account, index) => {
    const emailId = `account-email-${index}`;
    const label = account.name === '' ? breakableEmail(account.email) : escapeHtml(account.name);
    const name = account.name === '' ? '' : `<span class="name">${escapeHtml(account.name)}</span>`;
    return `<li><span class="who">${name}<span class="email muted" id="${emailId}" title="${escapeHtml(account.email)}">${breakableEmail(account.email)}</span></span>` +
      `<button type="button" data-email="${escapeHtml(account.email)}" aria-describedby="${emailId}">Continue as <span class="label">${label}</span></button></li>`;
  });
  return `<ul class="accounts" aria-label="Accounts">\n    ${items.join('\n    ')}\n  </ul>`;
}

const otherAccountForm = (hasAccounts: boolean) => `<form id="other-account" novalidate>
    <fieldset>
      <legend>${hasAccounts ? 'Another account' : 'Choose an account'}</legend>
      <div class="field"><label for="email">Email address</label><input type="email" id="email" name="email" autocomplete="email" required aria-describedby="error"></div>
      <div class="field"><label for="name">Name <span class="muted">(optional, for a new user)</span></label><input type="text" id="name" name="name" autocomplete="name" maxlength="100"></div>
      <button type="submit">Continue</button>
    </fieldset>
  </form>`;

/**
 * The page's script: messages to the app's page (`parent`), the credential request, the height.
 * It reads its inputs from `data-` attributes (escaped like any other HTML), never from the URL.
 */
const SCRIPT = `(() => {
  const config = document.getElementById('gsi-config').dataset;
  const error = document.getElementById('error');
  const send = (message) => {
    try {
      window.parent.postMessage(Object.assign({ type: ${JSON.stringify(GSI_MESSAGE_TYPE)} }, message), config.origin);
    } catch (problem) {
      console.error('[portico-emulator] cannot post to the page:', problem);
    }
  };
  const reportHeight = () => send({ event: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) });
  new ResizeObserver(reportHeight).observe(document.body);
  reportHeight();
  document.getElementById('close').addEventListener('click', () => send({ event: 'close' }));

  let busy = false;
  const choose = async (email, name) => {
    if (busy) return;
    busy = true;
    error.textContent = '';
    try {
      const response = await fetch('credential', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: config.clientId, origin: config.origin, email, name, nonce: config.nonce || undefined }),
      });
      const body = await response.json();
      if (!response.ok || typeof body.credential !== 'string') throw new Error(body.error_message || 'The emulator refused the sign-in.');
      send({ event: 'credential', credential: body.credential });
    } catch (problem) {
      error.textContent = problem instanceof Error ? problem.message : String(problem);
    } finally {
      busy = false;
    }
  };
  for (const button of document.querySelectorAll('button[data-email]')) {
    button.addEventListener('click', () => choose(button.dataset.email, ''));
  }
  const form = document.getElementById('other-account');
  if (form) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const email = form.elements.namedItem('email').value.trim();
      if (email === '') {
        error.textContent = 'Type the email address to sign in with.';
        return;
      }
      choose(email, form.elements.namedItem('name').value.trim());
    });
  }
})();`;

export function gsiPromptPage(input: GsiPromptInput): string {
  const project = escapeHtml(input.projectName);
  const body = input.problem
    ? `<section class="error-box" aria-labelledby="problem-heading">
    <h2 id="problem-heading">${escapeHtml(input.problem.reason)}</h2>
    <p>${escapeHtml(input.problem.message)}</p>
  </section>`
    : `${accountList(input.accounts)}
  ${otherAccountForm(input.accounts.length > 0)}`;
  return page(
    'Sign in with Google',
    `<main class="gsi" data-mode="${escapeHtml(input.mode)}">
  <div class="gsi-head">
    <span class="gsi-logo" aria-hidden="true">G</span>
    <h1>Sign in to ${project} with Google</h1>
    <button type="button" id="close" class="gsi-close" aria-label="Close">×</button>
  </div>
  <p class="muted small">The Portico emulator's stand-in for Google One Tap on ${escapeHtml(input.origin)}: no real Google account is used.</p>
  <p id="error" class="error" role="alert"></p>
  ${body}
</main>
<div id="gsi-config" hidden data-client-id="${escapeHtml(input.clientId)}" data-origin="${escapeHtml(input.origin)}" data-nonce="${escapeHtml(input.nonce)}"></div>
<script>${SCRIPT}</script>`,
    PROMPT_STYLE,
  );
}
