import { createFakeAuthClient, fail, fakeAccountUser, fakeConnectedApp, type FakeScript } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AccountConnectedApps } from '../../widgets/account-widget/account-access-sections';

function setup(script: FakeScript = {}) {
  const client = createFakeAuthClient({
    user: fakeAccountUser(),
    sessionFactors: ['otp', 'totp'],
    connectedApps: [fakeConnectedApp({ connectedAppId: 'app-docs', name: 'Docs', scopesGranted: ['openid', 'read:docs'] }), fakeConnectedApp()],
    script,
  });
  const rendered = render(<AccountConnectedApps client={client} />);
  return { client, user: userEvent.setup(), ...rendered };
}

describe('ConnectedAppsSection', () => {
  it('revokes by keyboard after asking: the app is gone, the change said, the focus on the title', async () => {
    const { client, user, container } = setup();
    const revoke = await screen.findByRole('button', { name: 'Revoke access for Docs' });
    expect(within(screen.getByRole('list', { name: 'Docs can:' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Confirm your identity',
      'Use the read:docs scope',
    ]);
    await expectNoAxeViolations(container);
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access for Docs?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke access for Docs' })).not.toBeInTheDocument());
    expect(client.callsTo('user.revokeConnectedApp')).toEqual([{ connectedAppId: 'app-docs' }]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Access revoked.'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Apps with access' })).toHaveFocus());
  });

  it('a refusal keeps the app, says why, and gives the focus back to its Revoke access', async () => {
    const { user } = setup({ 'user.revokeConnectedApp': fail('too_many_requests') });
    await user.click(await screen.findByRole('button', { name: 'Revoke access for Docs' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByText('Too many requests right now. Please wait a moment, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke access for Docs' })).toHaveFocus();
  });
});
