import { OAuthProviders, Wallets } from '@portico/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en, es, MessagesProvider } from '../messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs';
import { expectNoAxeViolations } from '../test/axe';
import { useLastUsedBadge } from './last-used-badge';
import { SocialButton, SocialButtonGroup } from './social-button';
import { OtherWalletsButton, SetupWalletButton, WalletButton } from './wallet-button';

describe('SocialButton', () => {
  it.each([
    ['google', 'Continue with Google'],
    ['github', 'Continue with GitHub'],
    ['linkedin', 'Continue with LinkedIn'],
    ['tiktok', 'Continue with TikTok'],
  ] as const)("names the %s button '%s'", (provider, name) => {
    render(<SocialButton provider={provider} />);
    expect(screen.getByRole('button', { name })).toHaveAttribute('data-provider', provider);
  });

  it("names every provider 'Continue with …' in English", () => {
    render(
      <SocialButtonGroup>
        {Object.values(OAuthProviders).map((provider) => (
          <SocialButton key={provider} provider={provider} />
        ))}
      </SocialButtonGroup>,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(Object.values(OAuthProviders).map((provider) => `Continue with ${en[`provider.${provider}`]}`));
  });

  it('reserves a 20 px decorative svg, then fills it with the mark', async () => {
    const { container } = render(<SocialButton provider="google" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('height', '20');
    await waitFor(() => expect(svg).toHaveAttribute('data-state', 'loaded'));
    expect(container.querySelector('svg')).toBe(svg);
    expect(svg).toHaveAttribute('viewBox', '0 0 256 262');
    expect(svg.querySelectorAll('path')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('gives each copy of a mark its own gradient ids', async () => {
    const { container } = render(
      <>
        <SocialButton provider="bitbucket" />
        <SocialButton provider="bitbucket" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg[data-state="loaded"]')).toHaveLength(2));
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(container.querySelector(`[fill="url(#${id})"]`)).not.toBeNull();
  });

  it('clicks through, but not while pending: busy, focusable, with the spinner in place of the mark', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<SocialButton provider="google" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<SocialButton provider="google" onClick={onClick} pending />);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(button.querySelector('svg')).toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(<SocialButton provider="apple" disabled onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
  });

  it("says 'Last used' as its description, not as part of its name", async () => {
    const { container } = render(<SocialButton provider="google" lastUsed aria-describedby="hint" />);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    expect(button).toHaveAccessibleDescription('Last used');
    expect(button.getAttribute('aria-describedby')).toMatch(/^hint \S+$/);
    expect(screen.getByText('Last used')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish with the Spanish catalog', () => {
    render(
      <MessagesProvider messages={es} locale="es">
        <SocialButton provider="google" lastUsed />
      </MessagesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toHaveAccessibleDescription('Último usado');
  });
});

describe('WalletButton', () => {
  it("names the wallets as Stytch's UI does", () => {
    render(
      <SocialButtonGroup>
        {Object.values(Wallets).map((wallet) => (
          <WalletButton key={wallet} wallet={wallet} />
        ))}
        <OtherWalletsButton />
        <SetupWalletButton />
      </SocialButtonGroup>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Phantom',
      'Continue with Vessel',
      'Continue with Metamask',
      'Continue with Coinbase',
      'Continue with Binance',
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
      'Continue with other Crypto Wallet',
      'Set up a new crypto wallet',
    ]);
  });

  it("marks the last used wallet and loads the wallet's mark", async () => {
    const { container } = render(<WalletButton wallet="Metamask" lastUsed />);
    expect(screen.getByRole('button', { name: 'Continue with Metamask' })).toHaveAccessibleDescription('Last used');
    await waitFor(() => expect(container.querySelector('svg')).toHaveAttribute('data-state', 'loaded'));
    expect(container.querySelector('svg')).toHaveAttribute('data-wallet', 'Metamask');
    await expectNoAxeViolations(container);
  });
});

function EmailTab({ lastUsed }: { lastUsed: boolean }) {
  const { describedBy, badge } = useLastUsedBadge({ lastUsed, variant: 'inline' });
  return (
    <TabsTrigger value="email" aria-describedby={describedBy}>
      Email
      {badge}
    </TabsTrigger>
  );
}

describe('useLastUsedBadge', () => {
  it('marks a tab without changing its name', async () => {
    const { container } = render(
      <Tabs defaultValue="sms">
        <TabsList aria-label="Choose how to receive your code">
          <TabsTrigger value="sms">Text</TabsTrigger>
          <EmailTab lastUsed />
        </TabsList>
        <TabsContent value="sms">Phone</TabsContent>
        <TabsContent value="email">Email</TabsContent>
      </Tabs>,
    );
    const tab = screen.getByRole('tab', { name: 'Email' });
    expect(tab).toHaveAccessibleDescription('Last used');
    expect(screen.getByText('Last used')).toHaveAttribute('data-variant', 'inline');
    await expectNoAxeViolations(container);
  });

  it('adds nothing when the method was not the last used', () => {
    render(
      <Tabs defaultValue="email">
        <TabsList aria-label="Choose how to receive your code">
          <EmailTab lastUsed={false} />
        </TabsList>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Email' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Last used')).not.toBeInTheDocument();
  });
});
