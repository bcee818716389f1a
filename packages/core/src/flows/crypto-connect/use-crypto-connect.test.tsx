// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthClient } from '../../client';
import { AuthClientProvider } from '../../react/auth-client-provider';
import { createFakeAuthClient, fakeAuthenticateResult } from '../../testing';
import { createFakeWallets } from '../../testing/fake-wallets';
import { useCryptoConnect } from './use-crypto-connect';

function clientWithWallets(): AuthClient & { starts: number } {
  const client = {
    ...createFakeAuthClient(),
    starts: 0,
    cryptoWallets: {
      authenticateStart: async () => {
        client.starts += 1;
        return { challenge: 'Signing in with Acme: n0nce' };
      },
      authenticate: async () => fakeAuthenticateResult(),
    },
  };
  return client;
}

describe('useCryptoConnect', () => {
  it("standalone: logs in with the wallet and calls onDone once, under React's strict effects", async () => {
    const client = clientWithWallets();
    const wallets = createFakeWallets();
    const onDone = vi.fn();
    const onEvent = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <AuthClientProvider client={client}>{children}</AuthClientProvider>
      </StrictMode>
    );
    const { result } = renderHook(() => useCryptoConnect({ wallet: 'Metamask', onDone, wallets: wallets.load, callbacks: { onEvent } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'authenticated', via: 'crypto' }));
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE']);
    expect(result.current).toMatchObject({ phase: null, isPending: false, wallet: 'Metamask' });
  });

  it('attached: follows the given actor', async () => {
    const client = clientWithWallets();
    const wallets = createFakeWallets({ sign: 'hang' });
    const wrapper = ({ children }: { children: ReactNode }) => <AuthClientProvider client={client}>{children}</AuthClientProvider>;
    const standalone = renderHook(() => useCryptoConnect({ wallet: 'Phantom', wallets: wallets.load }), { wrapper });
    await waitFor(() => expect(standalone.result.current.phase).toBe('sign'));
    const attached = renderHook(() => useCryptoConnect({ actorRef: standalone.result.current.actorRef }));
    expect(attached.result.current).toMatchObject({ status: 'signing', phase: 'sign', isPending: true, wallet: 'Phantom' });
    // Unmounting the owner stops the flow and abandons the wallet's prompt.
    standalone.unmount();
    expect(wallets.calls.find((call) => call.method === 'sign')?.signal?.aborted).toBe(true);
  });
});
