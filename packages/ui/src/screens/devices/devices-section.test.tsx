import type { AccountSession } from '@portico/core';
import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser, type FakeAccountBackendOptions } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AccountDevices } from '../../widgets/account-widget/account-access-sections';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const sessions = (): AccountSession[] => [
  // Listed out of order: the section shows this device first, then the most recently active.
  { sessionId: 'session-pc', current: false, startedAt: ago(20 * 1440), lastAccessedAt: ago(2 * 1440), expiresAt: ago(-60), userAgent: WINDOWS, ipAddress: '192.0.2.9' },
  { sessionId: 'session-phone', current: false, startedAt: ago(9 * 1440), lastAccessedAt: ago(90), expiresAt: ago(-60), userAgent: IPHONE, ipAddress: '198.51.100.23' },
  { sessionId: 'session-test-1', current: true, startedAt: ago(3 * 1440), lastAccessedAt: ago(10), expiresAt: ago(-60), userAgent: MAC, ipAddress: '203.0.113.7' },
];

function setup({ sessionFactors = ['otp', 'totp'], script }: { sessionFactors?: string[]; script?: FakeAccountBackendOptions['script'] } = {}) {
  const client = createFakeAuthClient({ user: fakeAccountUser(), sessionFactors });
  const listed = sessions();
  const backend = createFakeAccountBackend({ sessions: listed, ...(script && { script }) });
  const onDone = vi.fn();
  const rendered = render(<AccountDevices client={client} backend={backend} onDone={onDone} locale="en" />);
  return { client, backend, listed, onDone, user: userEvent.setup(), ...rendered };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Devices' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('[data-slot="account-list-row-label"]')?.textContent);

describe('DevicesSection', () => {
  it('lists this device first, then by last activity, in words: browser on system, relative times, the sign-in date', async () => {
    const { container, listed } = setup();
    await screen.findByRole('list', { name: 'Devices' });
    expect(names()).toEqual(['Chrome on macOS', 'Safari on iOS', 'Firefox on Windows']);
    const [here, phone] = within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('Active now');
    expect(phone).toHaveTextContent('Last active 1 hour ago');
    expect(phone!.querySelector('time')).toHaveAttribute('datetime', listed[1]!.lastAccessedAt);
    expect(phone).toHaveTextContent(/Signed in \w+ \d+, \d{4}/);
    expect(within(phone!).getByRole('img', { name: 'Phone' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("'Sign out of all other devices' by keyboard: asked first, then only this device is left, announced, the focus in the section", async () => {
    const { backend, user } = setup();
    const others = await screen.findByRole('button', { name: 'Sign out of all other devices' });
    others.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all other devices?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Chrome on macOS']));
    expect(backend.callsTo('revokeOtherSessions')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Every other device is signed out.'));
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Devices' });
    await waitFor(() => expect(section.contains(document.activeElement)).toBe(true));
  });

  it('Escape keeps the device and gives the focus back to its Sign out', async () => {
    const { backend, user } = setup();
    const signOut = await screen.findByRole('button', { name: 'Sign out of Safari on iOS' });
    await user.click(signOut);
    await screen.findByRole('alertdialog', { name: 'Sign out of Safari on iOS?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out of Safari on iOS' })).toHaveFocus();
    expect(backend.calls.filter((call) => call.operation !== 'listSessions')).toEqual([]);
  });

  it('signing this device out is the page’s own sign-out, and ends the section', async () => {
    const { client, backend, onDone, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out of this device' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Sign out of this device?' })).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(client.callsTo('session.revoke')).toHaveLength(1);
    expect(backend.callsTo('revokeSession')).toEqual([]);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'signedOut' }));
  });

  it('a refusal the server wants a second factor for steps up in place of the list', async () => {
    const { backend, user } = setup({ sessionFactors: ['otp'] });
    await user.click(await screen.findByRole('button', { name: 'Sign out of Safari on iOS' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('For your security, confirm it is you before making this change.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Devices' })).not.toBeInTheDocument();
    expect(backend.callsTo('revokeSession')).toEqual([]);
  });
});
