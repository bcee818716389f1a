import { describe, expect, it } from 'vitest';
import { walletSlots } from './wallet-slots';

const wallets = (count: number) => Array.from({ length: count }, (_, i) => `w${i + 1}`);

describe('walletSlots (spec §9: 6 slots for social + wallet buttons)', () => {
  it.each([
    // social, wallets → on Main, 'other wallets', on CryptoOtherScreen
    { social: 4, wallets: 7, main: 1, showOthers: true, others: 6 },
    { social: 0, wallets: 3, main: 3, showOthers: false, others: 0 },
    { social: 5, wallets: 2, main: 0, showOthers: true, others: 2 },
    { social: 5, wallets: 0, main: 0, showOthers: false, others: 0 },
    { social: 0, wallets: 5, main: 5, showOthers: false, others: 0 },
    { social: 0, wallets: 6, main: 5, showOthers: true, others: 1 },
    { social: 0, wallets: 7, main: 5, showOthers: true, others: 2 },
    { social: 2, wallets: 3, main: 3, showOthers: false, others: 0 },
    { social: 2, wallets: 4, main: 3, showOthers: true, others: 1 },
    { social: 8, wallets: 1, main: 0, showOthers: true, others: 1 },
  ])('$social providers + $wallets wallets → $main on Main (other button: $showOthers), $others on the others screen', (row) => {
    const slots = walletSlots(wallets(row.wallets), row.social);
    expect(slots.main).toEqual(wallets(row.wallets).slice(0, row.main));
    expect(slots.showOthers).toBe(row.showOthers);
    expect(slots.others).toEqual(wallets(row.wallets).slice(row.main));
    expect(slots.others).toHaveLength(row.others);
  });

  it('keeps the order it is given', () => {
    expect(walletSlots(['Phantom', 'Metamask', 'Binance'], 4)).toEqual({ main: ['Phantom'], others: ['Metamask', 'Binance'], showOthers: true });
  });
});
