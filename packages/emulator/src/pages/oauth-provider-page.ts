/**
 * The stand-in provider's sign-in page for `GET /v1/public/oauth/{provider}/start`: names the
 * provider, shows what the app asked for, and lets the tester pick a user or type an email
 * address. The form posts back to the same URL; Continue signs in, Cancel denies.
 */
import { PROVIDER_INFO } from '../domain/oauth-providers';
import type { OAuthStart } from '../domain/oauth';
import { escapeHtml, page } from './page-style';

export interface KnownAccount {
  email: string;
  name: string;
}

export interface ProviderPageInput {
  projectName: string;
  start: OAuthStart;
  /** The query string of the start URL, posted back so the form is checked again. */
  query: string;
  /** Where the form posts (the start URL's path). */
  action: string;
  /** The form's anti-CSRF token (`http/form-token.ts`), posted back as `form_token`. */
  formToken: string;
  /** Users to pick from (their verified or unverified emails). */
  accounts: KnownAccount[];
  /** The attach token's user's email, when linking a provider to a logged-in user. */
  attachEmail: string | null;
  /** A problem with the previous submission, and what was typed. */
  error?: { message: string; email: string; name: string; account: string };
}

const list = (items: string[]) => (items.length === 0 ? '<dd class="muted">none</dd>' : items.map((item) => `<dd><code>${escapeHtml(item)}</code></dd>`).join(''));

function requestDetails(start: OAuthStart): string {
  const scopes = [...PROVIDER_INFO[start.provider].scopes, ...start.customScopes.filter((s) => !PROVIDER_INFO[start.provider].scopes.includes(s))];
  return `<section aria-labelledby="request-heading">
    <h2 id="request-heading">What the app asked for</h2>
    <dl>
      <dt>Scopes</dt>${list(scopes)}
      <dt>Custom scopes</dt>${list(start.customScopes)}
      <dt>Provider parameters</dt>${list(start.providerParams.map(([key, value]) => `${key}=${value}`))}
      <dt>PKCE</dt><dd>${start.codeChallenge ? 'code challenge sent (S256)' : 'none'}</dd>
      <dt>Back to (existing user)</dt><dd><code>${escapeHtml(start.loginUrl.toString())}</code></dd>
      <dt>Back to (new user)</dt><dd><code>${escapeHtml(start.signupUrl.toString())}</code></dd>
    </dl>
  </section>`;
}

function accountChoices(input: ProviderPageInput): string {
  const previous = input.error?.account ?? '';
  const typedEmail = input.error?.email ?? input.attachEmail ?? '';
  const otherChecked = previous === '' ? ' checked' : '';
  const choices = input.accounts.map((account, index) => {
    const id = `account-${index}`;
    const label = account.name === '' ? account.email : `${account.name} (${account.email})`;
    const checked = previous === account.email ? ' checked' : '';
    return `<div class="choice"><input type="radio" id="${id}" name="account" value="${escapeHtml(account.email)}"${checked}><label for="${id}">${escapeHtml(label)}</label></div>`;
  });
  const errorId = input.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return `<fieldset>
    <legend>Choose an account</legend>
    ${choices.join('\n    ')}
    <div class="choice"><input type="radio" id="account-other" name="account" value=""${otherChecked}><label for="account-other">Another email address</label></div>
    <div class="field"><label for="email">Email address</label><input type="email" id="email" name="email" autocomplete="email" value="${escapeHtml(typedEmail)}"${errorId}></div>
    <div class="field"><label for="name">Display name <span class="muted">(optional, for a new user)</span></label><input type="text" id="name" name="name" autocomplete="name" maxlength="100" value="${escapeHtml(input.error?.name ?? '')}"></div>
  </fieldset>`;
}

export function oauthProviderPage(input: ProviderPageInput): string {
  const provider = PROVIDER_INFO[input.start.provider].label;
  const project = escapeHtml(input.projectName);
  const intro = input.attachEmail
    ? `Link a ${escapeHtml(provider)} account to ${escapeHtml(input.attachEmail)} in ${project}.`
    : `Sign in to ${project} with ${escapeHtml(provider)}.`;
  const error = input.error ? `<p id="form-error" class="error" role="alert">${escapeHtml(input.error.message)}</p>` : '';
  return page(
    `Sign in with ${provider}`,
    `<header>
  <h1>Sign in with ${escapeHtml(provider)}</h1>
  <p>${intro} This page is the Portico emulator's stand-in for ${escapeHtml(provider)}: no real account is used.</p>
</header>
<main>
  <form method="post" action="${escapeHtml(input.action)}">
    <input type="hidden" name="query" value="${escapeHtml(input.query)}">
    <input type="hidden" name="form_token" value="${escapeHtml(input.formToken)}">
    ${error}
    ${accountChoices(input)}
    <div class="actions">
      <button type="submit" name="action" value="continue">Continue</button>
      <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
    </div>
  </form>
  ${requestDetails(input.start)}
</main>`,
  );
}
