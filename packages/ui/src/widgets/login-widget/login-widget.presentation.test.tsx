import type { LoginConfig, PresentationConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { darkTheme, defaultTheme } from '../../theme/themes';
import { IdentityProviderWidget } from '../identity-provider-widget/identity-provider-widget';
import { PasskeyRegistrationWidget } from '../passkey-registration-widget/passkey-registration-widget';
import { ResetPasswordWidget } from '../reset-password-widget/reset-password-widget';
import { UrlLoginWidget } from '../url-login-widget/url-login-widget';
import { LoginWidget } from './login-widget';

const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
const frameOf = (container: ParentNode) => container.querySelector<HTMLElement>('[data-slot="widget-frame"]')!;

afterEach(() => vi.restoreAllMocks());

describe('LoginWidget with Stytch v6 presentation', () => {
  it('applies a theme as variables on the root, over what styles set', () => {
    const { container } = render(
      <LoginWidget
        client={createFakeAuthClient()}
        config={config}
        styles={{ colors: { primary: '#111111', success: '#222222' } }}
        presentation={{ theme: { foreground: '#333333', primary: '#444444' } }}
      />,
    );
    const frame = frameOf(container);
    expect(frame.style.getPropertyValue('--portico-color-primary')).toBe('#333333');
    expect(frame.style.getPropertyValue('--portico-color-success')).toBe('#222222');
    expect(frame.style.getPropertyValue('--portico-button-primary-background')).toBe('#444444');
    expect(frame).not.toHaveAttribute('data-portico-theme');
    expect(frame.querySelector('style')).toBeNull();
  });

  it('takes hideHeaderText and the logo from options, over styles', () => {
    render(
      <LoginWidget
        client={createFakeAuthClient()}
        config={config}
        styles={{ hideHeaderText: false, logo: { logoImageUrl: 'https://example.com/old.png' } }}
        presentation={{ options: { hideHeaderText: true, logo: { url: 'https://example.com/new.png', alt: 'Example' } } }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Example' })).toHaveAttribute('src', 'https://example.com/new.png');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toHaveClass('pt:sr-only');
  });

  it("names the logo after the project when options give no alt, and not at all when they give ''", async () => {
    const client = createFakeAuthClient();
    const { rerender } = render(
      <LoginWidget client={client} config={config} presentation={{ options: { logo: { url: 'https://example.com/logo.png' } } }} />,
    );
    expect(await screen.findByRole('img', { name: 'Acme' })).toBeInTheDocument();
    rerender(<LoginWidget client={client} config={config} presentation={{ options: { logo: { url: 'https://example.com/logo.png', alt: '' } } }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('[data-slot="logo"]')).toHaveAttribute('alt', '');
  });

  it('renders in a shadow root with options.enableShadowDOM, which wins over the config', () => {
    const { container, rerender } = render(
      <LoginWidget client={createFakeAuthClient()} config={config} presentation={{ options: { enableShadowDOM: true } }} />,
    );
    expect(container.querySelector('[data-slot="shadow-host"]')?.shadowRoot?.querySelector('[data-slot="widget-frame"]')).toBeTruthy();
    rerender(
      <LoginWidget
        client={createFakeAuthClient()}
        config={{ ...config, enableShadowDOM: true }}
        presentation={{ options: { enableShadowDOM: false } }}
      />,
    );
    expect(container.querySelector('[data-slot="shadow-host"]')).toBeNull();
  });

  it('follows prefers-color-scheme with a [light, dark] pair: rules scoped to this root, no script', () => {
    const { container } = render(
      <>
        <LoginWidget client={createFakeAuthClient()} config={config} presentation={{ theme: [defaultTheme, darkTheme] }} />
        <LoginWidget client={createFakeAuthClient()} config={config} />
      </>,
    );
    const [paired, plain] = container.querySelectorAll<HTMLElement>('[data-slot="widget-frame"]');
    const scope = paired!.getAttribute('data-portico-theme');
    expect(scope).toBeTruthy();
    const rules = paired!.querySelector('style')!.textContent!;
    expect(rules).toContain(`.portico[data-portico-theme="${scope}"]`);
    expect(rules).toContain('@media (prefers-color-scheme:dark){');
    expect(rules).toContain(`--portico-container-background:${darkTheme.background}`);
    expect(paired!.style.length).toBe(0);
    expect(plain).not.toHaveAttribute('data-portico-theme');
  });
});

describe('every widget takes presentation', () => {
  const presentation: PresentationConfig = { theme: { primary: '#123456' } };
  const widgets: [string, ReactElement][] = [
    ['ResetPasswordWidget', <ResetPasswordWidget client={createFakeAuthClient()} passwordResetToken="token" presentation={presentation} />],
    ['PasskeyRegistrationWidget', <PasskeyRegistrationWidget client={createFakeAuthClient()} presentation={presentation} />],
    ['UrlLoginWidget', <UrlLoginWidget client={createFakeAuthClient()} href="https://example.com/" presentation={presentation} />],
    ['IdentityProviderWidget', <IdentityProviderWidget client={createFakeAuthClient()} search="" presentation={presentation} />],
  ];
  it.each(widgets)('%s', async (_, widget) => {
    const { container } = render(widget);
    await act(async () => {});
    expect(frameOf(container).style.getPropertyValue('--portico-button-primary-background')).toBe('#123456');
  });
});

// Last: the server renderer running in this realm makes React warn about later renders.
describe('LoginWidget with a [light, dark] pair, server-rendered', () => {
  it("hydrates a pair's server HTML without a mismatch", async () => {
    const reported: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('multiple renderers concurrently rendering the same context provider')) return;
      // Also the test's: @xstate/react's layout effects (in a document, as here) on React 18's server renderer.
      if (String(args[0]).includes('useLayoutEffect does nothing on the server')) return;
      reported.push(args);
    });
    const presentation: PresentationConfig = { theme: [defaultTheme, darkTheme], options: { hideHeaderText: true } };
    const { prelude } = await prerender(<LoginWidget client={null} config={config} presentation={presentation} />);
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    const serverStyle = container.querySelector('[data-slot="widget-frame"] > style');
    expect(serverStyle?.textContent).toContain('prefers-color-scheme:dark');

    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, <LoginWidget client={createFakeAuthClient()} config={config} presentation={presentation} />, {
        onRecoverableError: (error) => void reported.push(error),
      });
    });
    // Hydration adopted the server's HTML (React reports any mismatch), then the live widget
    // replaced its first paint with the same markup: the same theme, under its own scope id.
    expect(reported).toEqual([]);
    const scope = (style: Element | null | undefined) => style?.textContent?.replace(/data-portico-theme="[^"]+"/g, 'data-portico-theme=""');
    expect(scope(container.querySelector('[data-slot="widget-frame"] > style'))).toBe(scope(serverStyle));
    act(() => (root as Root | null)?.unmount());
    container.remove();
  });
});
