// @vitest-environment jsdom
/** The emulator's own pages pass axe (colour contrast is left to real browsers; jsdom has no layout). */
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OAuthStart } from '../domain/oauth';
import { breakableEmail, gsiPromptPage } from './gsi-prompt-page';
import { oauthProviderPage } from './oauth-provider-page';
import { errorPage } from './page-style';

async function expectAccessible(html: string): Promise<void> {
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = page.documentElement.lang;
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const start: OAuthStart = {
  provider: 'google',
  codeChallenge: 'x'.repeat(43),
  customScopes: ['calendar'],
  providerParams: [['prompt', 'select_account']],
  loginUrl: new URL('http://localhost:3000/login'),
  signupUrl: new URL('http://localhost:3000/welcome'),
  attach: null,
};

const input = {
  projectName: 'Portico Playground',
  start,
  query: 'public_token=public-token-test-portico',
  action: '/v1/public/oauth/google/start',
  formToken: 'form-token',
  accounts: [
    { email: 'ada@example.com', name: 'Ada Lovelace' },
    { email: 'bob@example.com', name: '' },
  ],
  attachEmail: null,
};

describe('emulator pages', () => {
  it('the stand-in provider’s sign-in page', async () => {
    await expectAccessible(oauthProviderPage(input));
    expect(document.title).toBe('Sign in with Google · Portico emulator');
    expect(document.querySelectorAll('input[type=radio][name=account]')).toHaveLength(3);
  });

  it('the sign-in page with an error', async () => {
    await expectAccessible(
      oauthProviderPage({ ...input, error: { message: 'Email format is invalid.', email: 'nope', name: '', account: '' } }),
    );
    expect(document.querySelector('#email')?.getAttribute('aria-describedby')).toBe('form-error');
  });

  const prompt = {
    projectName: 'Portico Playground',
    clientId: 'emulated-google-client-id.apps.googleusercontent.com',
    origin: 'http://localhost:5173',
    mode: 'floating' as const,
    nonce: '',
    accounts: input.accounts,
    problem: null,
  };

  it('the stand-in Google One Tap chooser', async () => {
    await expectAccessible(gsiPromptPage(prompt));
    expect(document.title).toBe('Sign in with Google · Portico emulator');
    const buttons = [...document.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons).toEqual(['Close', 'Continue as Ada Lovelace', 'Continue as bob@example.com', 'Continue']);
  });

  it('an address in the One Tap chooser may break at its seams only, escaped', () => {
    expect(breakableEmail('grace.hopper-1906@navy-lab.example.org')).toBe(
      'grace<wbr>.hopper-<wbr>1906<wbr>@navy-<wbr>lab<wbr>.example<wbr>.org',
    );
    expect(breakableEmail('a+<b>@x.io')).toBe('a+<wbr>&#60;b&#62;<wbr>@x<wbr>.io');
  });

  it('the One Tap chooser without known users, and refusing', async () => {
    await expectAccessible(gsiPromptPage({ ...prompt, accounts: [] }));
    expect(document.querySelector('legend')?.textContent).toBe('Choose an account');
    await expectAccessible(gsiPromptPage({ ...prompt, problem: { reason: 'invalid_client', message: 'The OAuth client was not found.' } }));
    expect(document.querySelector('form')).toBeNull();
  });

  it('the error page', async () => {
    await expectAccessible(errorPage({ title: 'Sign-in could not start', status: 400, errorType: 'no_match_for_provided_oauth_url', message: 'Nope.' }));
  });
});
