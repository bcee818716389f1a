// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClientProvider } from '../../react/auth-client-provider';
import { createFakeAuthClient, fakeAuthenticateResult, type FakeAuthClient } from '../../testing';
import { useUrlLogin } from './use-url-login';

const wrapperFor = (client: FakeAuthClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StrictMode>
        <AuthClientProvider client={client}>{children}</AuthClientProvider>
      </StrictMode>
    );
  };

describe('useUrlLogin (issue 36)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('calls onDone once when the page ends as it starts (no token), under strict effects', async () => {
    const onDone = vi.fn();
    renderHook(() => useUrlLogin({ onDone }), { wrapper: wrapperFor(createFakeAuthClient()) });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ status: 'noToken', tokenType: null }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('takes the token out of the address bar while asking, spends it once on continueSignIn, under strict effects', async () => {
    window.history.replaceState(null, '', '/authenticate?stytch_token_type=oauth&token=oauth-1');
    const client = createFakeAuthClient({ script: { 'links.startedHere': false, 'links.authenticate': { ...fakeAuthenticateResult(), providerType: 'Google' } } });
    const onDone = vi.fn();
    const { result } = renderHook(() => useUrlLogin({ onDone, lastUsed: null }), { wrapper: wrapperFor(client) });
    expect(window.location.href).toBe('http://localhost:3000/authenticate');
    await waitFor(() => expect(result.current.status).toBe('confirming'));
    expect(result.current.linkConfirmRef).toBeDefined();
    expect(client.callsTo('links.authenticate')).toEqual([]);
    act(() => result.current.continueSignIn());
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(client.callsTo('links.authenticate')).toEqual([{ tokenType: 'oauth', token: 'oauth-1', sessionDurationMinutes: 30 }]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
