import { createFakeAuthClient, fakeUser } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { IdentityProviderWidget } from './identity-provider-widget';
import { sentence } from '../../test/text';

describe('IdentityProviderWidget', () => {
  it('a query with post_logout_redirect_uri is the logout flow: Yes revokes and goes to the server’s URI', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ user: fakeUser() });
    const onRedirect = vi.fn();
    const { container } = render(
      <IdentityProviderWidget
        client={client}
        search="?client_id=app&post_logout_redirect_uri=https%3A%2F%2Fevil.test%2F&state=s"
        onRedirect={onRedirect}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Log out?' })).toBeInTheDocument();
    expect(screen.getByText(sentence('Are you sure you want to log out of your Acme account?'))).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalledWith('https://client.test/logged-out'));
    expect(client.callsTo('session.revoke')).toEqual([{ forceClear: true }]);
  });

  it('any other query is the authorize flow; a missing parameter says which', async () => {
    render(<IdentityProviderWidget client={createFakeAuthClient({ user: fakeUser() })} search="?client_id=app" />);
    expect(
      await screen.findByText(sentence('Required parameter is missing: redirect_uri. Please reach out to the application developer.')),
    ).toBeInTheDocument();
  });

  it('without a session the consent asks the user to log in', async () => {
    render(<IdentityProviderWidget client={createFakeAuthClient()} search="?client_id=app&redirect_uri=https%3A%2F%2Fclient.test%2Fcb" />);
    expect(await screen.findByText('No active session detected. Please log in to continue.')).toBeInTheDocument();
  });
});

describe('IdentityProviderWidget: the session it issues codes for (issue 36)', () => {
  const search = '?client_id=app&redirect_uri=https%3A%2F%2Fclient.test%2Fcb&response_type=code&scope=openid';

  it('with mfaOptions, a one-factor session steps up (the MFA screens) before the consent', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({ user: { ...fakeUser(), totps: [{ totpId: 'totp-1', verified: true }] }, sessionFactors: ['password'] });
    const { container } = render(<IdentityProviderWidget client={client} search={search} mfaOptions={{ policy: 'whenEnrolled', methods: ['totp'] }} />);
    expect(await screen.findByRole('heading', { name: 'Enter the 6-digit code from your authenticator app' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(client.callsTo('idp.authorizeStart')).toEqual([]);
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Sign in to Example App with Acme' })).toBeInTheDocument();
  });

  it('a session known only by its cookie is not "No active session"', async () => {
    const client = createFakeAuthClient({ script: { 'session.load': { sessionId: 'session-cookie', userId: 'user-test-1' } } });
    render(<IdentityProviderWidget client={client} search={search} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to Example App with Acme' })).toBeInTheDocument();
  });
});
