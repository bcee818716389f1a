import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import { CryptoSetupWalletScreen } from './crypto-setup-wallet-screen';

const meta = {
  title: 'Screens/CryptoSetupWallet',
  component: CryptoSetupWalletScreen,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
  parameters: { layout: 'padded' },
  args: { onBack: fn() },
} satisfies Meta<typeof CryptoSetupWalletScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Downloads: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    await expect(canvas.getByText('Get started by downloading any Ethereum or Solana wallet.')).toBeVisible();
    await expect(
      canvas.getByText(
        'We’ve included a few examples of wallet extensions you can find below. Once you’ve set up your wallet, click “Go back” to use it and sign in.',
      ),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['https://metamask.io/download/', '_blank', 'noreferrer noopener'],
      ['https://phantom.com/download', '_blank', 'noreferrer noopener'],
      ['https://www.coinbase.com/wallet/downloads', '_blank', 'noreferrer noopener'],
      ['https://www.binance.com/en/web3wallet', '_blank', 'noreferrer noopener'],
    ]);
    await expect(canvas.getByRole('link', { name: 'Metamask (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Phantom (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Coinbase (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Binance (opens in a new tab)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
