import { createFakeAuthClient, fail, fakeUser, type FakeScript } from '@portico/core/testing';
import type { AuthUser } from '@portico/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PasskeyRegistrationWidget } from './passkey-registration-widget';

const laptop = { webauthnRegistrationId: 'webauthn-laptop', name: 'Laptop' };
const phone = { webauthnRegistrationId: 'webauthn-phone', name: 'Phone' };

function setup({ user = fakeUser([laptop, phone]), script = {} }: { user?: AuthUser | null; script?: FakeScript } = {}) {
  const client = createFakeAuthClient({ user, script });
  const onEvent = vi.fn();
  const onError = vi.fn();
  const rendered = render(
    <PasskeyRegistrationWidget
      client={client}
      config={{ sessionOptions: { sessionDurationMinutes: 45 } }}
      callbacks={{ onEvent, onError }}
    />,
  );
  const frame = () => rendered.container.querySelector('[data-slot="widget-frame"]');
  return { client, onEvent, onError, user: userEvent.setup(), frame, ...rendered };
}

/** Skips PasskeyRegistrationStart with the keyboard and waits for the list. */
async function skipToList(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Set up a new Passkey' });
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await screen.findByRole('list', { name: 'Existing Passkeys' });
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Existing Passkeys' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-slot="passkey-name"]')?.textContent ?? item.querySelector('input')?.value);

describe('PasskeyRegistrationWidget', () => {
  it('walks create → list → rename → delete → done with the keyboard only, passing axe on each screen', async () => {
    const { client, onEvent, user, frame, container } = setup({ user: fakeUser([laptop]) });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    // PasskeyRegistrationStart: Tab to 'Create a Passkey', Enter.
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-screen', 'PasskeyRegistrationStart');
    await expectNoAxeViolations(container);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create a Passkey' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // PasskeyRegistrationSuccess, with the new passkey read back from the server.
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created!' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-screen', 'PasskeyRegistrationSuccess');
    await waitFor(() => expect(rowNames()).toEqual(['Laptop', 'Passkey 1']));
    expect(client.callsTo('webauthn.register')).toEqual([{ isPasskey: true, sessionDurationMinutes: 45 }]);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'PASSKEY_REGISTER' }));
    await expectNoAxeViolations(container);

    // Rename 'Passkey 1': Tab to its Rename, Enter, type over the selected name, Enter.
    const renameNew = screen.getByRole('button', { name: 'Rename Passkey 1' });
    while (document.activeElement !== renameNew) await user.tab();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Passkey name' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Passkey 1');
    await expectNoAxeViolations(container);
    await user.keyboard('Work phone{Enter}');
    expect(await screen.findByRole('button', { name: 'Rename Work phone' })).toHaveFocus();
    expect(rowNames()).toEqual(['Laptop', 'Work phone']);
    expect(client.callsTo('webauthn.update')).toEqual([
      { webauthnRegistrationId: 'webauthn-registration-test-1', name: 'Work phone' },
    ]);

    // Escape closes a rename without saving.
    await user.keyboard('{Enter}');
    await user.keyboard('Nope{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Work phone' })).toHaveFocus();
    expect(client.callsTo('webauthn.update')).toHaveLength(1);

    // Delete 'Laptop': its Delete, then the confirmation (focused), Enter.
    const deleteLaptop = screen.getByRole('button', { name: 'Delete Laptop' });
    while (document.activeElement !== deleteLaptop) await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Once deleted, the passkey cannot be restored.');
    expect(screen.getByRole('button', { name: 'Delete Laptop' })).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Work phone']));
    expect(screen.getByRole('heading', { name: 'Existing Passkeys' })).toHaveFocus();
    expect(client.callsTo('user.deleteWebauthnRegistration')).toEqual([{ webauthnRegistrationId: 'webauthn-laptop' }]);

    // Done.
    const done = screen.getByRole('button', { name: 'Done' });
    while (document.activeElement !== done) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('Your passkeys are ready to use.')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith({ type: 'PASSKEY_DONE', data: {} });
    await expectNoAxeViolations(container);
  });

  it('shows the spec error without a signed-in user', async () => {
    const { container, frame } = setup({ user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
    expect(frame()).toHaveAttribute('data-screen', 'PasskeyRegistrationError');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opens one row at a time: the other rows, Set up another Passkey and Done lose their controls', async () => {
    const { user } = setup();
    await skipToList(user);
    expect(screen.getByRole('heading', { name: 'Your Passkeys' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename Laptop' }));
    expect(screen.queryByRole('button', { name: /Phone/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up another Passkey' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Rename Laptop' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Phone' }));
    expect(screen.queryByRole('button', { name: /Laptop/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Phone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await user.keyboard('{Tab}{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Phone' })).toHaveFocus();
    expect(rowNames()).toEqual(['Laptop', 'Phone']);
  });

  it("'Set up another Passkey' goes back to the start screen, whose Skip lists the passkeys again", async () => {
    const { user, onEvent, frame } = setup();
    await skipToList(user);
    await user.click(screen.getByRole('button', { name: 'Set up another Passkey' }));
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toHaveFocus();
    expect(frame()).toHaveAttribute('data-screen', 'PasskeyRegistrationStart');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Your Passkeys' })).toHaveFocus();
    expect(rowNames()).toEqual(['Laptop', 'Phone']);
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['PASSKEY_SKIP', 'PASSKEY_SKIP']);
  });

  it('refuses an empty name under the field', async () => {
    const { user, client } = setup();
    await skipToList(user);
    await user.click(screen.getByRole('button', { name: 'Rename Laptop' }));
    await user.keyboard('{Backspace}{Enter}');
    const input = screen.getByRole('textbox', { name: 'Passkey name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a name for the passkey.');
    expect(client.callsTo('webauthn.update')).toEqual([]);
  });

  it('keeps the row of a failed delete and reports the failure', async () => {
    const { user, onError } = setup({ script: { 'user.deleteWebauthnRegistration': fail('network_unreachable') } });
    await skipToList(user);
    await user.click(screen.getByRole('button', { name: 'Delete Phone' }));
    await user.click(screen.getByRole('button', { name: 'Delete Phone' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith({ type: 'network_unreachable' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Laptop', 'Phone']);
    expect(screen.getByRole('button', { name: 'Delete Phone' })).toHaveFocus();
  });

  it('shows the duplicate-passkey message and stays on the start screen', async () => {
    const { user, container } = setup({ script: { 'webauthn.register': fail('webauthn_credential_exists') } });
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    const message =
      'The Passkey cannot be created as it seems to be already registered. ' +
      'It is possible this Passkey was registered on another device but has synced cross-device.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Set up a new Passkey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(container);
  });

  it('says what to do when the session needs a second factor to enrol a passkey (insufficient_factors)', async () => {
    const { user } = setup({ script: { 'webauthn.register': fail('insufficient_factors', 'User must be logged in with multiple categories of factors…') } });
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    const message = 'For your security, log in again with a second method (such as a code sent to your phone) before making this change.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Set up a new Passkey' })).toBeInTheDocument();
  });

  it('renders a hostile passkey name as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { user, container } = setup({ user: fakeUser([{ webauthnRegistrationId: 'webauthn-x', name: hostile }]) });
    await skipToList(user);
    expect(screen.getByText(hostile, { selector: '[data-slot="passkey-name"]' })).toBeInTheDocument();
    // Its buttons' names hold it as text too.
    expect(screen.getByRole('button', { name: `Rename ${hostile}` })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="passkey-list"] img')).toBeNull();
  });
});
