import type { LoginConfig, PresentationConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrationHarness } from '../test/hydration';
import { LoginWidget } from '../widgets/login-widget/login-widget';
import { ResetPasswordWidget } from '../widgets/reset-password-widget/reset-password-widget';
import { preloadTheming, resetThemingLoader } from './theming';

// Issue 41: how `styles` and `presentation` become variables is a chunk of its own. These tests
// hold it until they say so.
let release: () => void = () => {};
const loader = vi.fn(() => new Promise<void>((resolve) => (release = resolve)).then(() => import('../theme/presentation')));
beforeEach(() => {
  loader.mockClear();
  resetThemingLoader(loader);
});
afterAll(() => resetThemingLoader());

const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
const frameOf = (container: ParentNode) => container.querySelector<HTMLElement>('[data-slot="widget-frame"]');
const pair: PresentationConfig = { theme: [{ primary: '#123456' }, { primary: '#654321' }] };

describe('the theme chunk', () => {
  it('is not fetched by a widget without styles or presentation, which paints at once', () => {
    render(<LoginWidget client={createFakeAuthClient()} config={config} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('holds the first paint of a widget given styles until it arrives, which then has its variables', async () => {
    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={config} styles={{ colors: { primary: '#111111' } }} />);
    expect(loader).toHaveBeenCalledTimes(1);
    // No unthemed flash: nothing until the mapping is there.
    expect(frameOf(container)).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(frameOf(container)).not.toBeNull());
    expect(frameOf(container)!.style.getPropertyValue('--portico-color-primary')).toBe('#111111');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('keeps a widget shown, and its focused field, when a theme is given after it painted (a dark mode turned on), then draws it', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient();
    const { container, rerender } = render(<LoginWidget client={client} config={config} />);
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    rerender(<LoginWidget client={client} config={config} presentation={pair} />);
    expect(loader).toHaveBeenCalledTimes(1);
    // Not hidden meanwhile (React would set display: none on a suspended update), the field focused.
    expect(container.querySelector('[style*="display: none"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await act(async () => release());
    await waitFor(() => expect(frameOf(container)).toHaveAttribute('data-portico-theme'));
    expect(frameOf(container)!.querySelector('style')!.textContent).toContain('#654321');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('paints without the theme when it cannot load (offline) rather than nothing', async () => {
    resetThemingLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={config} presentation={pair} />);
    await waitFor(() => expect(frameOf(container)).not.toBeNull());
    expect(frameOf(container)).not.toHaveAttribute('data-portico-theme');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });
});

describe('the theme chunk, hydrating', () => {
  const harness = hydrationHarness();

  it("keeps the server's variables and rules until it arrives, with no mismatch, then draws the same", async () => {
    const styles = { colors: { primary: '#111111' } };
    // The server's HTML, with the chunk (a server awaits it: see the node test below).
    resetThemingLoader();
    await preloadTheming();
    const container = await harness.serverHtml(<LoginWidget client={null} config={config} styles={styles} presentation={pair} />);
    const serverStyle = frameOf(container)!.getAttribute('style');
    const serverRules = frameOf(container)!.querySelector('style')!.textContent;
    const serverScope = frameOf(container)!.getAttribute('data-portico-theme')!;
    expect(serverRules).toContain('#654321');
    // The browser has not fetched it when it hydrates.
    resetThemingLoader(loader);
    await harness.hydrate(container, <LoginWidget client={createFakeAuthClient()} config={config} styles={styles} presentation={pair} />);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(frameOf(container)!.getAttribute('style')).toBe(serverStyle);
    expect(frameOf(container)!.querySelector('style')!.textContent).toBe(serverRules);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();

    await act(async () => release());
    // Once the live screens have replaced the first paint too (a frame of their own, with an id
    // of its own), the theme is the same.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const scope = frameOf(container)!.getAttribute('data-portico-theme')!;
    const blank = (rules: string | null | undefined, id: string) => rules?.replaceAll(`"${id}"`, '"id"');
    expect(blank(frameOf(container)!.querySelector('style')!.textContent, scope)).toBe(blank(serverRules, serverScope));
    expect(frameOf(container)!.getAttribute('style')).toBe(serverStyle);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(harness.reported).toEqual([]);
  });
});

describe('the theme chunk, hydrating a widget that shows its frame loading on the server', () => {
  const harness = hydrationHarness();

  it("keeps the server's loading frame, themed, until it arrives (no blank widget), then starts the flow themed", async () => {
    window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=tok-1');
    const styles = { colors: { primary: '#111111' } };
    resetThemingLoader();
    await preloadTheming();
    const container = await harness.serverHtml(<ResetPasswordWidget client={null} styles={styles} />);
    const serverStyle = frameOf(container)!.getAttribute('style');
    expect(serverStyle).toContain('#111111');
    resetThemingLoader(loader);
    await harness.hydrate(container, <ResetPasswordWidget client={createFakeAuthClient()} styles={styles} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Still the loading frame, shown and themed as the server sent it.
    expect(frameOf(container)!.getAttribute('style')).toBe(serverStyle);
    expect(frameOf(container)!.closest('[style*="display: none"]')).toBeNull();

    await act(async () => release());
    expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(frameOf(container)!.style.getPropertyValue('--portico-color-primary')).toBe('#111111');
    expect(harness.reported).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});
