import type { AuthUser } from '@portico/core';
import { createFakeAuthClient, fail, fakeAccountUser, type FakeScript } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AccountConnectedAccounts } from '../../widgets/account-widget/account-access-sections';

function setup({ user = fakeAccountUser(), sessionFactors = ['otp', 'totp'], script = {} }: { user?: AuthUser; sessionFactors?: string[]; script?: FakeScript } = {}) {
  const client = createFakeAuthClient({ user, sessionFactors, script });
  const rendered = render(<AccountConnectedAccounts client={client} providers={['google', 'github']} linkRedirectUrl="https://app.test/account" />);
  return { client, user: userEvent.setup(), ...rendered };
}

const tabTo = async (user: ReturnType<typeof userEvent.setup>, element: HTMLElement) => {
  for (let step = 0; document.activeElement !== element && step < 30; step++) await user.tab();
  expect(element).toHaveFocus();
};

describe('ConnectedAccountsSection', () => {
  it('unlinks by keyboard: the dialog opens on Cancel, Escape keeps the account and gives the focus back; Unlink removes it, announced', async () => {
    const { client, user, container } = setup({ script: { 'user.get': [fakeAccountUser(), fakeAccountUser({ providers: [] })] } });
    const unlink = await screen.findByRole('button', { name: 'Unlink GitHub' });
    await expectNoAxeViolations(container);

    await tabTo(user, unlink);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink GitHub?' });
    expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with GitHub. You can link it again later.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // The page behind a modal dialog is aria-hidden (Radix): the dialog is what is read.
    await expectNoAxeViolations(dialog);

    // Escape: nothing changes, the focus is back on the row's Unlink.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Unlink GitHub' })).toHaveFocus();
    expect(client.callsTo('user.deleteOAuthRegistration')).toEqual([]);

    // Again, then Shift+Tab to Unlink and Enter: gone, the focus on the section's title, the change said.
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unlink' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Social logins' })).not.toBeInTheDocument());
    expect(client.callsTo('user.deleteOAuthRegistration')).toEqual([{ oauthUserRegistrationId: 'oauth-user-test-1' }]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Connected accounts' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The account is unlinked.'));
    // Now linkable again.
    expect(screen.getByRole('button', { name: 'Link GitHub' })).toBeInTheDocument();
  });

  it('a failed removal closes the dialog, keeps the wallet, says why in the section and gives the focus back', async () => {
    const { client, user } = setup({ script: { 'user.deleteCryptoWallet': fail('too_many_requests') } });
    await user.click(await screen.findByRole('button', { name: 'Remove the wallet 0x6bad…0a11' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove the wallet 0x6bad…0a11?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Too many requests right now. Please wait a moment, then try again.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the wallet 0x6bad…0a11' })).toHaveFocus();
    expect(client.callsTo('user.deleteCryptoWallet')).toEqual([{ cryptoWalletId: 'crypto-wallet-test-1' }]);
  });

  it('never offers to remove the only way to sign in, and says why', async () => {
    setup({ user: fakeAccountUser({ emails: [], phoneNumbers: [], cryptoWallets: [] }) });
    await screen.findByRole('list', { name: 'Social logins' });
    expect(screen.queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('This is your only way to sign in: add an email address, a phone number or another account before you remove it.'),
    ).toBeInTheDocument();
  });

  it("'Link Google' asks Stytch for an attach token, then starts Google's sign-in with it and the way back; the button stays pending", async () => {
    const { client, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Link Google' }));
    await waitFor(() => expect(client.callsTo('oauth.start')).toHaveLength(1));
    expect(client.callsTo('oauth.attach')).toEqual([{ provider: 'google' }]);
    expect(client.callsTo('oauth.start')[0]).toMatchObject({ provider: 'google', oauthAttachToken: 'oauth-attach-token-test-google', loginRedirectUrl: 'https://app.test/account' });
    expect(screen.getByRole('button', { name: 'Link Google' })).toHaveAttribute('aria-busy', 'true');
  });

  it('a step-up replaces the list and its dialog; Cancel brings the list back, the account kept, the focus in the section', async () => {
    const { client, user } = setup({ sessionFactors: ['otp'] });
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('For your security, confirm it is you before making this change.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Unlink GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(client.callsTo('user.deleteOAuthRegistration')).toEqual([]);
    const section = screen.getByRole('region', { name: 'Connected accounts' });
    await waitFor(() => expect(section.contains(document.activeElement)).toBe(true));
  });
});
