import { LINK_ADDRESS_STORAGE_KEY } from '@portico/core';
import { createFakeAuthClient, fakeHeldLogin } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { sentence } from '../../test/text';
import { UrlLoginWidget } from './url-login-widget';

describe('UrlLoginWidget (issue 36)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it("takes the token out of the address bar at once, and asks 'Continue signing in' for a link this browser did not start", async () => {
    localStorage.setItem(LINK_ADDRESS_STORAGE_KEY, JSON.stringify({ address: 'ada@example.com', expiresAt: Date.now() + 60_000 }));
    window.history.replaceState(null, '', '/authenticate?stytch_token_type=magic_links&token=link-1&next=%2Fhome');
    const user = userEvent.setup();
    const onDone = vi.fn();
    const client = createFakeAuthClient({ script: { 'links.startedHere': false } });
    const { container } = render(<UrlLoginWidget client={client} onDone={onDone} />);
    expect(window.location.search).toBe('?next=%2Fhome');
    expect(await screen.findByRole('heading', { name: 'Continue signing in' })).toBeInTheDocument();
    expect(screen.getByText(sentence('You asked for a sign-in link for ada@example.com. Select Continue to sign in on this device.'))).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(client.callsTo('links.authenticate')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(client.callsTo('links.authenticate')).toEqual([{ tokenType: 'magic_links', token: 'link-1', sessionDurationMinutes: 30 }]);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'authenticated' }));
  });

  it('an expired remembered address is not named', async () => {
    localStorage.setItem(LINK_ADDRESS_STORAGE_KEY, JSON.stringify({ address: 'ada@example.com', expiresAt: Date.now() - 1 }));
    window.history.replaceState(null, '', '/authenticate?stytch_token_type=magic_links&token=link-2');
    render(<UrlLoginWidget client={createFakeAuthClient({ script: { 'links.startedHere': false } })} />);
    expect(await screen.findByText('Select Continue to sign in on this device. If you did not ask for this link, close this page.')).toBeInTheDocument();
  });

  it("a signed-in page spends at once and asks only 'Switch accounts?' for another account", async () => {
    window.history.replaceState(null, '', '/authenticate?stytch_token_type=magic_links&token=link-3');
    const client = createFakeAuthClient({
      session: { sessionId: 'session-ada', userId: 'user-test-1' },
      script: { 'links.startedHere': false, 'links.authenticate': fakeHeldLogin() },
    });
    render(<UrlLoginWidget client={client} />);
    expect(await screen.findByRole('heading', { name: 'Switch accounts?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Continue signing in' })).toBeNull();
  });
});
