import { OAuthProviders, Wallets } from '@portico/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { en, es, MessagesProvider } from '../messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs';
import { useLastUsedBadge } from './last-used-badge';
import { SocialButton, SocialButtonGroup } from './social-button';
import { OtherWalletsButton, SetupWalletButton, WalletButton } from './wallet-button';

const PROVIDERS = Object.values(OAuthProviders);
const WALLETS = Object.values(Wallets);

/** Waits until every brand mark in the canvas has arrived (each is its own chunk). */
async function expectMarksLoaded(canvasElement: HTMLElement, count: number) {
  const loadedMarks = () =>
    [...canvasElement.querySelectorAll('svg[data-slot="brand-icon"]')].filter(
      (mark) => mark.getAttribute('data-state') === 'loaded' && mark.querySelector('path') !== null,
    );
  await waitFor(() => {
    if (loadedMarks().length !== count) throw new Error(`${loadedMarks().length} of ${count} marks loaded`);
  });
  await expect(canvasElement.querySelectorAll('svg[data-slot="brand-icon"]')).toHaveLength(count);
}

const meta = {
  title: 'Social/Sign-in buttons',
  component: SocialButton,
  // The widget's content width: 400 px container less its padding.
  decorators: [(Story) => <div className="portico" style={{ width: 336, maxWidth: '100%' }}>{Story()}</div>],
  args: { provider: 'google', onClick: fn() },
} satisfies Meta<typeof SocialButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Google: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue with Google' });
    await expectMarksLoaded(canvasElement, 1);
    const mark = button.querySelector('svg')!;
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    // The 20 px box (and the 45 px button) of spec §9, before and after the mark arrived.
    await expect(mark.getBoundingClientRect().width).toBe(20);
    await expect(button.getBoundingClientRect().height).toBe(45);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllProviders: Story = {
  render: (args) => (
    <SocialButtonGroup>
      {PROVIDERS.map((provider) => (
        <SocialButton key={provider} {...args} provider={provider} />
      ))}
    </SocialButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const provider of PROVIDERS) {
      await expect(canvas.getByRole('button', { name: `Continue with ${en[`provider.${provider}`]}` })).toHaveAttribute('data-provider', provider);
    }
    await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue with LinkedIn' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue with TikTok' })).toBeInTheDocument();
    await expectMarksLoaded(canvasElement, PROVIDERS.length);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue with Google' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button.getBoundingClientRect().height).toBe(45);
  },
};

export const Disabled: Story = {
  args: { provider: 'github', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue with GitHub' })).toBeDisabled();
  },
};

export const LastUsed: Story = {
  render: (args) => (
    <SocialButtonGroup>
      <SocialButton {...args} provider="google" lastUsed />
      <SocialButton {...args} provider="microsoft" />
    </SocialButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toHaveAccessibleDescription('Last used');
    await expect(canvas.getByRole('button', { name: 'Continue with Microsoft' })).not.toHaveAccessibleDescription();
    // The badge sits on the border: the button keeps its height.
    await expect(google.getBoundingClientRect().height).toBe(45);
    await expectMarksLoaded(canvasElement, 2);
  },
};

export const Spanish: Story = {
  args: { lastUsed: true },
  decorators: [(Story) => <MessagesProvider messages={es} locale="es">{Story()}</MessagesProvider>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continuar con Google' });
    await expect(button).toHaveAccessibleDescription('Último usado');
  },
};

export const WalletButtons: Story = {
  render: (args) => (
    <SocialButtonGroup>
      {WALLETS.map((wallet) => (
        <WalletButton key={wallet} onClick={args.onClick} wallet={wallet} />
      ))}
      <OtherWalletsButton onClick={args.onClick} />
      <SetupWalletButton onClick={args.onClick} />
    </SocialButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Continue with Metamask',
      'Continue with Phantom',
      'Continue with Coinbase',
      'Continue with Binance',
      'Continue with Vessel',
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
      'Continue with other Crypto Wallet',
      'Set up a new crypto wallet',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
    await expectMarksLoaded(canvasElement, WALLETS.length + 2);
    // 45 px on one line; a label on two lines ('Continue with Other Ethereum Wallet' at 336 px)
    // makes its button taller, with its padding, rather than filling the 45 px edge to edge.
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(45);
    await expect(canvas.getByRole('button', { name: 'Continue with Metamask' }).getBoundingClientRect().height).toBe(45);
  },
};

export const WalletLastUsed: Story = {
  render: (args) => (
    <SocialButtonGroup>
      <WalletButton onClick={args.onClick} wallet="Metamask" lastUsed />
      <WalletButton onClick={args.onClick} wallet="GenericEthereumWallet" lastUsed pending />
    </SocialButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue with Metamask' })).toHaveAccessibleDescription('Last used');
    const other = canvas.getByRole('button', { name: 'Continue with Other Ethereum Wallet' });
    await expect(other).toHaveAccessibleDescription('Last used');
    await expect(other).toHaveAttribute('aria-busy', 'true');
    await expectMarksLoaded(canvasElement, 1);
  },
};

function LoginTabs() {
  const email = useLastUsedBadge({ lastUsed: true, variant: 'inline' });
  return (
    <Tabs defaultValue="sms">
      <TabsList aria-label="Choose how to receive your code">
        <TabsTrigger value="sms">Text</TabsTrigger>
        <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
        <TabsTrigger value="email" aria-describedby={email.describedBy}>
          Email
          {email.badge}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="sms">Phone number form</TabsContent>
      <TabsContent value="whatsapp">WhatsApp form</TabsContent>
      <TabsContent value="email">Email form</TabsContent>
    </Tabs>
  );
}

export const LastUsedTab: Story = {
  render: () => <LoginTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('tab', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Last used');
    await expect(canvas.getByRole('tab', { name: 'Text' })).not.toHaveAccessibleDescription();
    await userEvent.click(email);
    await expect(email).toHaveAttribute('aria-selected', 'true');
  },
};
