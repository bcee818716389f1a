import { createFakeAuthClient, fakeUser } from '@portico/core/testing';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrationHarness } from '../test/hydration';
import { IdentityProviderWidget } from './identity-provider-widget/identity-provider-widget';
import { ResetPasswordWidget } from './reset-password-widget/reset-password-widget';
import { UrlLoginWidget } from './url-login-widget/url-login-widget';

const harness = hydrationHarness();
const { reported } = harness;
afterEach(() => window.history.replaceState(null, '', '/'));

/** The server's HTML of `server` (rendered at `/`: a server does not see the page's URL), put in the page at `url`, then hydrated with `browser`. */
async function serverThenHydrate(url: string, server: ReactNode, browser: ReactNode): Promise<void> {
  const container = await harness.serverHtml(server);
  window.history.replaceState(null, '', url);
  await harness.hydrate(container, browser);
}

describe('the modes that read the page URL, hydrating the server HTML', () => {
  it('ResetPasswordWidget: hydrates its loading frame, then reads the link and shows the form', async () => {
    await serverThenHydrate('/reset?stytch_token_type=reset_password&token=tok-1', <ResetPasswordWidget client={null} />, <ResetPasswordWidget client={createFakeAuthClient()} />);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it("UrlLoginWidget: hydrates 'Signing you in…', then reads the link and asks before spending it", async () => {
    const client = createFakeAuthClient({ session: null, script: { 'links.startedHere': false } });
    await serverThenHydrate('/authenticate?stytch_token_type=magic_links&token=link-1', <UrlLoginWidget client={null} />, <UrlLoginWidget client={client} />);
    expect(await screen.findByRole('heading', { name: 'Continue signing in' })).toBeInTheDocument();
    expect(reported).toEqual([]);
    expect(client.callsTo('links.authenticate')).toEqual([]);
  });

  it('IdentityProviderWidget: hydrates its loading frame, then reads the query and starts the mode', async () => {
    const client = createFakeAuthClient({ user: fakeUser() });
    await serverThenHydrate('/oauth/logout?client_id=app&post_logout_redirect_uri=https%3A%2F%2Fclient.test%2F', <IdentityProviderWidget client={null} />, <IdentityProviderWidget client={client} onRedirect={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Log out?' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });
});
