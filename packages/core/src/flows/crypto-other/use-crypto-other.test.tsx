// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWallets } from '../../testing/fake-wallets';
import { useCryptoOther } from './use-crypto-other';

describe('useCryptoOther', () => {
  it('standalone, without an AuthClient: lists the wallets and reports the choice', async () => {
    const wallets = createFakeWallets({ installed: ['Phantom', 'Metamask'] });
    const onDone = vi.fn();
    const { result } = renderHook(() => useCryptoOther({ socialCount: 1, onDone, wallets: wallets.load }));
    await waitFor(() => expect(result.current.detecting).toBe(false));
    expect(result.current.wallets.map((option) => option.wallet)).toEqual(['Metamask', 'Phantom']);
    expect(result.current).toMatchObject({ showOthers: false, showSetup: true, list: 'main' });
    act(() => result.current.chooseWallet('Phantom'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'walletChosen', wallet: 'Phantom' }));
  });

  it("keeps the same wallets array while nothing changes (screens don't re-render for nothing)", async () => {
    const wallets = createFakeWallets({ installed: ['Metamask'] });
    const { result, rerender } = renderHook(() => useCryptoOther({ wallets: wallets.load }));
    await waitFor(() => expect(result.current.detecting).toBe(false));
    const first = result.current.wallets;
    rerender();
    expect(result.current.wallets).toBe(first);
  });
});
