import { createFakeAuthClient, fakeUser } from '@portico/core/testing';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityProviderWidget } from './identity-provider-widget/identity-provider-widget';
import { ResetPasswordWidget } from './reset-password-widget/reset-password-widget';

/** Every error React reports: hydration mismatches (recoverable errors) and console errors. */
const reported: unknown[] = [];
let root: Root | null = null;

beforeEach(() => {
  reported.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // The test's own doing (see login-widget.hydration.test.tsx): server and client renderers in one realm.
    if (String(args[0]).includes('multiple renderers concurrently rendering the same context provider')) return;
    if (String(args[0]).includes('useLayoutEffect does nothing on the server')) return;
    reported.push(args);
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** The server's HTML of `server` (rendered at `/`: a server does not see the page's URL), put in the page at `url`, then hydrated with `browser`. */
async function serverThenHydrate(url: string, server: ReactNode, browser: ReactNode): Promise<void> {
  const { prelude } = await prerender(server);
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, browser, { onRecoverableError: (error) => void reported.push(error) });
  });
}

describe('the modes that read the page URL, hydrating the server HTML', () => {
  it('ResetPasswordWidget: hydrates its loading frame, then reads the link and shows the form', async () => {
    await serverThenHydrate('/reset?stytch_token_type=reset_password&token=tok-1', <ResetPasswordWidget client={null} />, <ResetPasswordWidget client={createFakeAuthClient()} />);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('IdentityProviderWidget: hydrates its loading frame, then reads the query and starts the mode', async () => {
    const client = createFakeAuthClient({ user: fakeUser() });
    await serverThenHydrate('/oauth/logout?client_id=app&post_logout_redirect_uri=https%3A%2F%2Fclient.test%2F', <IdentityProviderWidget client={null} />, <IdentityProviderWidget client={client} onRedirect={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Log out?' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });
});
