import type { LoadWalletProviders, Wallet, CryptoOtherOutput } from '@portico/core';
import { createFakeWallets } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { CryptoOtherScreen } from './crypto-other-screen';

type Props = {
  installed?: Wallet[];
  socialCount?: number;
  configured?: Wallet[] | null;
  lastUsedWallet?: Wallet | null;
  /** Detection never ends. */
  searching?: boolean;
  onBack?: () => void;
  onDone?: (output: CryptoOtherOutput) => void;
};

function CryptoOtherStory({ installed, socialCount = 4, configured = null, lastUsedWallet = null, searching = false, onBack, onDone }: Props) {
  const [load] = useState<LoadWalletProviders>(() => (searching ? () => new Promise(() => {}) : createFakeWallets({ ...(installed && { installed }) }).load));
  return (
    <StoryFrame>
      <CryptoOtherScreen
        wallets={load}
        socialCount={socialCount}
        configured={configured}
        lastUsedWallet={lastUsedWallet}
        {...(onBack && { onBack })}
        {...(onDone && { onDone })}
      />
    </StoryFrame>
  );
}

const meta = {
  title: 'Screens/CryptoOtherScreen',
  component: CryptoOtherStory,
  parameters: { layout: 'padded' },
  args: { onBack: fn(), onDone: fn() },
} satisfies Meta<typeof CryptoOtherStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four social providers and all seven wallets: Main shows Metamask; the other six are here. */
export const OtherWallets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Continue with other wallet' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Continue with / })).toHaveLength(6));
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Phantom',
      'Continue with Coinbase',
      'Continue with Binance',
      'Continue with Vessel',
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
      'Set up a new crypto wallet',
      'Go back',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Phantom' }));
    await expect(args.onDone).toHaveBeenCalledWith({ kind: 'walletChosen', wallet: 'Phantom' });
  },
};

export const LastUsed: Story = {
  args: { lastUsedWallet: 'Binance' },
  play: async ({ canvasElement }) => {
    const binance = await within(canvasElement).findByRole('button', { name: 'Continue with Binance' });
    await expect(binance).toHaveAccessibleDescription('Last used');
  },
};

export const SetUpANewWallet: Story = {
  args: { configured: ['Metamask', 'Phantom', 'Coinbase', 'Binance', 'Vessel'], socialCount: 2, installed: ['Metamask'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Main shows three wallets and 'other wallets': the last two are here, installed or not.
    await expect(canvas.getByRole('button', { name: 'Continue with Binance' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Vessel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up a new crypto wallet' }));
    await expect(args.onDone).toHaveBeenCalledWith({ kind: 'walletSetupRequested' });
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Looking for wallets in this browser…');
  },
};
