import { OAuthProviders, Wallets, type OAuthProvider, type Wallet } from '@portico/core';
import { describe, expect, it } from 'vitest';
import type { IconData } from './icon-data';
import { genericWalletIconLoader, loadProviderIcon, loadWalletIcon, providerIconLoaders, walletIconLoaders } from './load-icon';

const PROVIDERS = Object.values(OAuthProviders);
const WALLETS = Object.values(Wallets);
const BRANDED_WALLETS: Wallet[] = ['Metamask', 'Phantom', 'Coinbase', 'Binance'];

function expectMark(icon: IconData) {
  expect(icon.width).toBeGreaterThan(0);
  expect(icon.height).toBeGreaterThan(0);
  expect(icon.body).toMatch(/^<(path|g|defs)\b/);
  // Inner markup only: the component owns the <svg> element and its accessibility attributes.
  expect(icon.body).not.toMatch(/<svg\b|<script\b|\son\w+=/i);
}

describe('icon loaders', () => {
  it('has a loader for each of the 19 providers of spec §9, and for nothing else', () => {
    expect(PROVIDERS).toHaveLength(19);
    expect(Object.keys(providerIconLoaders).sort()).toEqual([...PROVIDERS].sort());
  });

  it.each(PROVIDERS)('loads the %s mark from its own module', async (provider: OAuthProvider) => {
    const module = await providerIconLoaders[provider]();
    expectMark(module.default);
    await expect(loadProviderIcon(provider)).resolves.toBe(module.default);
  });

  it('gives every provider a different mark', async () => {
    const bodies = await Promise.all(PROVIDERS.map(async (provider) => (await loadProviderIcon(provider)).body));
    expect(new Set(bodies).size).toBe(PROVIDERS.length);
  });

  it('has a loader for each wallet of spec §9', () => {
    expect(Object.keys(walletIconLoaders).sort()).toEqual([...WALLETS].sort());
  });

  it.each(WALLETS)('loads the %s wallet mark', async (wallet: Wallet) => {
    expectMark(await loadWalletIcon(wallet));
  });

  it('gives Metamask, Phantom, Coinbase and Binance their own marks, and Vessel the generic glyph', async () => {
    const generic = (await genericWalletIconLoader()).default;
    const branded = await Promise.all(BRANDED_WALLETS.map((wallet) => loadWalletIcon(wallet)));
    expect(new Set(branded.map((icon) => icon.body)).size).toBe(4);
    expect(branded).not.toContain(generic);
    expect(walletIconLoaders.Vessel).toBe(genericWalletIconLoader);
  });

  it('colours the Google "G" (not a one-colour glyph)', async () => {
    const { body } = await loadProviderIcon('google');
    expect(new Set(body.match(/#[0-9a-f]{3,6}\b/gi)).size).toBe(4);
  });

  it('loads a mark once, however often it is asked for', async () => {
    const [first, second] = await Promise.all([loadProviderIcon('github'), loadProviderIcon('github')]);
    expect(first).toBe(second);
  });
});
