import type { AccountBackend } from '@portico/core';
import { useAccount } from '@portico/core/react';
import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser, fakeConnectedApp } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetFrame } from '../../frame/widget-frame';
import { MessagesSection } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { expectNoAxeViolations } from '../../test/axe';
import { WidgetRoot } from '../../widgets/widget-root';
import { DeleteAccountSection } from '../delete-account/delete-account-section';
import { DevicesSection } from '../devices/devices-section';
import { PasskeysSection } from '../passkey-registration-success/passkeys-section';
import { TwoStepSection } from '../second-factors/two-step-section';
import { ConnectedAppsSection } from '../connected-apps/connected-apps-section';
import { ConnectedAccountsSection } from './connected-accounts-section';

/** UA2's six sections on the account root's refs, as the account widget composes them. */
function Page({ backend, onDone }: { backend: AccountBackend; onDone(output: unknown): void }) {
  const account = useAccount({ backend, providers: ['google', 'github'], onDone });
  if (account.status !== 'ready') return <p data-testid="account-status">{account.status}</p>;
  return (
    <>
      {account.connectedAccountsRef && <ConnectedAccountsSection actorRef={account.connectedAccountsRef} />}
      {account.passkeysRef && <PasskeysSection actorRef={account.passkeysRef} />}
      {account.secondFactorsRef && <TwoStepSection actorRef={account.secondFactorsRef} />}
      {account.connectedAppsRef && <ConnectedAppsSection actorRef={account.connectedAppsRef} />}
      {account.devicesRef && <DevicesSection actorRef={account.devicesRef} />}
      {account.deleteAccountRef && <DeleteAccountSection actorRef={account.deleteAccountRef} />}
    </>
  );
}

function setup() {
  const user = fakeAccountUser({ webauthnRegistrations: [{ webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' }] });
  const client = createFakeAuthClient({ user, sessionFactors: ['otp', 'totp'], connectedApps: [fakeConnectedApp()] });
  const backend = createFakeAccountBackend();
  const onDone = vi.fn();
  const rendered = render(
    <WidgetRoot client={client} shadow={false}>
      <MessagesSection english={enAccount}>
        <WidgetFrame>
          <Page backend={backend} onDone={onDone} />
        </WidgetFrame>
      </MessagesSection>
    </WidgetRoot>,
  );
  return { client, backend, onDone, user: userEvent.setup(), ...rendered };
}

describe("UA2's sections on the account root", () => {
  it('each renders its part of the account; a change in one reaches the others', async () => {
    const { client, user, container } = setup();
    await screen.findByRole('region', { name: 'Connected accounts' });
    for (const name of ['Passkeys', 'Two-step verification', 'Apps with access', 'Devices', 'Delete account']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: 'Rename Laptop' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Revoke access for Example App' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Devices' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'To confirm, type ada@example.com' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    // The root, the passkeys and the two-step verification flows read the user as they start.
    const reads = client.callsTo('user.get').length;

    // Unlink GitHub: the root passes the account on; two-step verification reads its list again.
    await user.click(screen.getByRole('button', { name: 'Unlink GitHub' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link GitHub' })).toBeInTheDocument());
    // The section read the account again, and two-step verification its list.
    await waitFor(() => expect(client.callsTo('user.get').length).toBe(reads + 2));
  });

  it('signing this device out from Devices ends the account signed out', async () => {
    const { onDone, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out of this device' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'signedOut', reason: 'signedOut' }));
    expect(screen.getByTestId('account-status')).toHaveTextContent('signedOut');
  });

  it('deleting the account ends it deleted', async () => {
    const { backend, onDone, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'To confirm, type ada@example.com' }), 'ada@example.com{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'signedOut', reason: 'deleted' }));
    expect(backend.callsTo('deleteUser')).toHaveLength(1);
  });
});
