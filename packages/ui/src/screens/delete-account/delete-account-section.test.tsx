import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser, type FakeAccountBackendOptions } from '@portico/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { sentence } from '../../test/text';
import { AccountDeleteAccount } from '../../widgets/account-widget/account-access-sections';

const LABEL = 'To confirm, type ada@example.com';

function setup({ sessionFactors = ['otp', 'totp'], script }: { sessionFactors?: string[]; script?: FakeAccountBackendOptions['script'] } = {}) {
  const client = createFakeAuthClient({ user: fakeAccountUser(), sessionFactors });
  const backend = createFakeAccountBackend(script ? { script } : {});
  const onDone = vi.fn();
  const rendered = render(<AccountDeleteAccount client={client} backend={backend} onDone={onDone} />);
  return { client, backend, onDone, user: userEvent.setup(), ...rendered };
}

const field = () => screen.getByRole('textbox', { name: LABEL });
const button = () => screen.getByRole('button', { name: 'Delete account' });

describe('DeleteAccountSection', () => {
  it('by keyboard: other words and Enter are refused at the field; the exact words and Enter delete, the end focused', async () => {
    const { backend, client, onDone, user, container } = setup();
    await screen.findByRole('textbox', { name: LABEL });
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(container);

    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('ada@example{Enter}');
    expect(await screen.findByText(sentence('Type ada@example.com exactly as shown.'))).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Type ada@example.com exactly as shown.');
    expect(backend.callsTo('deleteUser')).toEqual([]);
    await expectNoAxeViolations(container);

    // The button cannot be pressed while the words differ: Tab, Enter does nothing.
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(backend.callsTo('deleteUser')).toEqual([]);

    await user.click(field());
    await user.keyboard('.com');
    expect(screen.queryByText(sentence('Type ada@example.com exactly as shown.'))).not.toBeInTheDocument();
    expect(button()).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    const end = await screen.findByText('Your account is deleted, and you are signed out.');
    await waitFor(() => expect(end).toHaveFocus());
    expect(backend.callsTo('deleteUser')).toEqual([{ sessionJwt: 'session-jwt-test-1' }]);
    expect(client.callsTo('session.revoke')).toHaveLength(1);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'signedOut', reason: 'deleted' }));
  });

  it('a failure keeps what was typed, its error in the section', async () => {
    const { user } = setup({ script: { deleteUser: [{ fail: 'too_many_requests' }] } });
    await user.type(await screen.findByRole('textbox', { name: LABEL }), 'ada@example.com{Enter}');
    expect(await screen.findByText('Too many requests right now. Please wait a moment, then try again.')).toBeInTheDocument();
    expect(field()).toHaveValue('ada@example.com');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('a step-up left with Cancel keeps what was typed, the focus back on Delete account', async () => {
    const { backend, user } = setup({ sessionFactors: ['otp'] });
    await user.type(await screen.findByRole('textbox', { name: LABEL }), 'ada@example.com{Enter}');
    expect(await screen.findByText('For your security, confirm it is you before making this change.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: LABEL })).toHaveValue('ada@example.com');
    await waitFor(() => expect(button()).toHaveFocus());
    expect(backend.callsTo('deleteUser')).toEqual([]);
  });
});
