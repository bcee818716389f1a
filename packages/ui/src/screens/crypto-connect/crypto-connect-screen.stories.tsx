import type { CryptoConnectOutput, Wallet } from '@portico/core';
import { AuthClientProvider } from '@portico/core/react';
import { createFakeAuthClient, createFakeWallets, type FakeWalletStep } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetFrame } from '../../frame/widget-frame';
import { CryptoConnectScreen } from './crypto-connect-screen';

type Props = {
  wallet: Wallet;
  connect?: FakeWalletStep;
  sign?: FakeWalletStep;
  /** The wallet answers after this long. */
  delayMs?: number;
  onBack?: () => void;
  onDone?: (output: CryptoConnectOutput) => void;
};

/** The widget's chrome as the widget sets it once past its first screen: titles take focus. */
function Frame({ children }: { children: ReactNode }) {
  const [client] = useState(() => createFakeAuthClient());
  return (
    <AuthClientProvider client={client}>
      {/* Its strings: the story mode's catalog (.storybook/modes.tsx). */}
      <WidgetFrame focusTitleOnMount>{children}</WidgetFrame>
    </AuthClientProvider>
  );
}

function CryptoConnectStory({ wallet, connect = 'ok', sign = 'hang', delayMs = 0, onBack, onDone }: Props) {
  const [wallets] = useState(() => createFakeWallets({ connect, sign, delayMs }));
  return (
    <Frame>
      <CryptoConnectScreen wallet={wallet} wallets={wallets.load} {...(onBack && { onBack })} {...(onDone && { onDone })} />
    </Frame>
  );
}

const meta = {
  title: 'Screens/CryptoConnect',
  component: CryptoConnectStory,
  parameters: { layout: 'padded' },
  args: { wallet: 'Metamask', onBack: fn(), onDone: fn() },
} satisfies Meta<typeof CryptoConnectStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CryptoConnect: the wallet's pop-up asks the user to connect. */
export const Connecting: Story = {
  args: { connect: 'hang' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Connecting to your wallet...' });
    await expect(heading).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText('Complete sign in by connecting through the wallet pop up in the right corner of your screen.'),
    ).toBeVisible();
    await expect(canvas.getByText('If you are having trouble, go back to the main screen and try logging in again.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for your wallet…');
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** CryptoSignMessage: connected; the wallet asks the user to sign the challenge. */
export const SigningMessage: Story = {
  args: { wallet: 'Phantom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Completing signature request...' })).toBeVisible();
    await expect(canvas.getByText('Sign the message in your wallet to finish signing in.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for your signature…');
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};

/** CryptoConnect becomes CryptoSignMessage: the new title takes focus. */
export const FocusFollowsTheScreen: Story = {
  args: { delayMs: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Connecting to your wallet...' })).toHaveFocus());
    const signing = await canvas.findByRole('heading', { name: 'Completing signature request...' }, { timeout: 3_000 });
    await waitFor(() => expect(signing).toHaveFocus());
  },
};

export const Signed: Story = {
  args: { sign: 'ok' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'authenticated', via: 'crypto' })));
  },
};

export const SignatureRefused: Story = {
  args: { sign: 'rejected' },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'walletFailed', wallet: 'Metamask', stage: 'sign', error: expect.objectContaining({ type: 'wallet_sign_failed' }) }),
      ),
    );
  },
};
