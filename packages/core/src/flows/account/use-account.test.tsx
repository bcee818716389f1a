// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthClientProvider } from '../../react/auth-client-provider';
import { createFakeAccountBackend, createFakeAuthClient, fakeAccountUser, type FakeAuthClient } from '../../testing';
import { useAccountProfile } from '../account-profile/use-account-profile';
import { useDeleteAccount } from '../delete-account/use-delete-account';
import { useEmailAddresses } from '../email-addresses/use-email-addresses';
import { useMfa } from '../mfa/use-mfa';
import { useAccount } from './use-account';

const wrapperFor = (client: FakeAuthClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <AuthClientProvider client={client}>{children}</AuthClientProvider>;
  };

describe('the account hooks', () => {
  it('useAccount: the user, the sections, and refs a section hook attaches to', async () => {
    const client = createFakeAuthClient({ user: fakeAccountUser() });
    const { result } = renderHook(() => useAccount({ backend: createFakeAccountBackend(), providers: ['google'] }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ hasBackend: true, user: { displayName: 'Ada Lovelace', initials: 'AL' } });
    expect(result.current.sections).toContain('deleteAccount');
    const profileRef = result.current.profileRef!;
    const profile = renderHook(() => useAccountProfile({ actorRef: profileRef }), { wrapper: wrapperFor(client) });
    expect(profile.result.current).toMatchObject({ status: 'ready', saved: { firstName: 'Ada' } });
    act(() => profile.result.current.setName({ lastName: 'King' }));
    act(() => profile.result.current.save());
    await waitFor(() => expect(result.current.user?.displayName).toBe('Ada King'));
  });

  it("a section's view follows its change into the step-up (stepUpRef, the MFA screens) and out (cancelStepUp)", async () => {
    // An email code's session, for a user with an email and a phone: adding an address asks for the texted code first.
    const client = createFakeAuthClient({ user: fakeAccountUser() });
    const { result } = renderHook(() => useEmailAddresses(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('list'));
    act(() => result.current.add());
    act(() => result.current.setEmail('new@example.com'));
    act(() => result.current.submitEmail());
    await waitFor(() => expect(result.current.status).toBe('steppingUp'));
    expect(result.current).toMatchObject({ stepUpKind: 'sms', canCancelStepUp: true, isPending: false });
    const stepUpRef = result.current.stepUpRef!;
    const stepUp = renderHook(() => useMfa({ actorRef: stepUpRef }), { wrapper: wrapperFor(client) });
    expect(stepUp.result.current.screen).toBe('smsEntry');
    act(() => result.current.cancelStepUp());
    await waitFor(() => expect(result.current.status).toBe('enteringAddress'));
    expect(result.current).toMatchObject({ stepUpRef: undefined, newEmail: 'new@example.com' });
  });

  it('useDeleteAccount alone, with a backend: onDone once the account is gone', async () => {
    const client = createFakeAuthClient({ user: fakeAccountUser({ phoneNumbers: [] }) });
    const backend = createFakeAccountBackend();
    const onDone = vi.fn();
    const { result } = renderHook(() => useDeleteAccount({ backend, onDone }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('confirming'));
    act(() => result.current.setConfirmation('ada@example.com'));
    expect(result.current.canDelete).toBe(true);
    act(() => result.current.deleteAccount());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'signedOut', reason: 'deleted' }));
    expect(backend.state.deleted).toBe(true);
  });
});
