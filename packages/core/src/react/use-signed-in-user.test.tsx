// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient, fail, fakeAccountUser, hang, type FakeAuthClient } from '../testing';
import { AuthClientProvider } from './auth-client-provider';
import { useSignedInUser } from './use-signed-in-user';

const wrapperFor = (client: FakeAuthClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <AuthClientProvider client={client}>{children}</AuthClientProvider>;
  };

describe('useSignedInUser', () => {
  it('the signed-in user from the client, without a request: name, email, initials', async () => {
    const client = createFakeAuthClient({ user: fakeAccountUser() });
    const { result } = renderHook(() => useSignedInUser(), { wrapper: wrapperFor(client) });
    expect(result.current).toMatchObject({ status: 'loading', user: null });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.user).toMatchObject({ displayName: 'Ada Lovelace', email: 'ada@example.com', initials: 'AL', pictureUrl: null });
    expect(client.callsTo('user.get')).toHaveLength(0);
  });

  it("a social login's picture, when one gave it", async () => {
    const picture = 'https://avatars.example/ada.png';
    const providers = [{ providerType: 'Google', providerSubject: 'ada', oauthUserRegistrationId: 'oauth-1', profilePictureUrl: picture }];
    const client = createFakeAuthClient({ user: fakeAccountUser({ providers }) });
    const { result } = renderHook(() => useSignedInUser(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.user?.pictureUrl).toBe(picture));
  });

  it('nobody signed in: signedOut once the client answers; a login on the page, a change to the user and a sign-out elsewhere reach it', async () => {
    const client = createFakeAuthClient();
    const { result } = renderHook(() => useSignedInUser(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'signedOut', user: null }));
    act(() => client.setUser(fakeAccountUser({ name: { firstName: 'Grace' } })));
    await waitFor(() => expect(result.current.user?.displayName).toBe('Grace'));
    expect(result.current.user?.initials).toBe('G');
    await act(async () => {
      await client.user.update({ name: { firstName: 'Grace', lastName: 'Hopper' } });
    });
    await waitFor(() => expect(result.current.user?.initials).toBe('GH'));
    act(() => client.setUser(null));
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(result.current.user).toBeNull();
  });

  it('signOut: pending while the server answers, then signed out and onSignedOut', async () => {
    let answer!: () => void;
    const client = createFakeAuthClient({
      user: fakeAccountUser(),
      script: { 'session.revoke': () => new Promise<void>((resolve) => (answer = resolve)) },
    });
    const onSignedOut = vi.fn();
    const { result } = renderHook(() => useSignedInUser({ onSignedOut }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    act(() => result.current.signOut());
    expect(result.current.isSigningOut).toBe(true);
    // A second press while pending sends nothing more.
    act(() => result.current.signOut());
    expect(client.callsTo('session.revoke')).toHaveLength(1);
    await act(async () => answer());
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(result.current).toMatchObject({ isSigningOut: false, error: null });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('a failed sign-out: still signed in, the error kept until the next try, which can succeed', async () => {
    const client = createFakeAuthClient({ user: fakeAccountUser(), script: { 'session.revoke': [fail('network_unreachable'), undefined] } });
    const onSignedOut = vi.fn();
    const { result } = renderHook(() => useSignedInUser({ onSignedOut }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    act(() => result.current.signOut());
    await waitFor(() => expect(result.current.error?.type).toBe('network_unreachable'));
    expect(result.current).toMatchObject({ status: 'signedIn', isSigningOut: false });
    expect(onSignedOut).not.toHaveBeenCalled();
    act(() => result.current.signOut());
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('a sign-out that never answers fails with request_timeout: no endless pending state', async () => {
    const client = createFakeAuthClient({ user: fakeAccountUser(), script: { 'session.revoke': hang() } });
    const { result } = renderHook(() => useSignedInUser({ requestTimeoutMs: 20 }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    act(() => result.current.signOut());
    await waitFor(() => expect(result.current.error?.type).toBe('request_timeout'));
    expect(result.current).toMatchObject({ status: 'signedIn', isSigningOut: false });
  });

  it('renders no user on the server (the user is the browser’s)', () => {
    const client = createFakeAuthClient({ user: fakeAccountUser() });
    let seen: unknown;
    function Probe() {
      seen = useSignedInUser();
      return null;
    }
    renderToString(
      <AuthClientProvider client={client}>
        <Probe />
      </AuthClientProvider>,
    );
    expect(seen).toMatchObject({ status: 'loading', user: null });
  });
});
