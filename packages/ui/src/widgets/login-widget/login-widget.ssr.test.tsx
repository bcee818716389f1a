// @vitest-environment node
import type { LastUsedStore, LoginConfig, PresentationConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { createElement, version } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadTheming, resetThemingLoader } from '../../frame/theming';
import { serverRender } from '../../test/server-render';
import { lazyClient } from '../lazy-client';
import { LoginWidget } from './login-widget';

const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } };

describe('LoginWidget on the server', () => {
  it('runs where there is no browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it("renders Main with no client yet (`client={null}`): the title and the email field are in the HTML", async () => {
    const html = await serverRender(createElement(LoginWidget, { client: null, config }));
    expect(html).toContain('>Sign up or log in</h2>');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toContain('autoComplete="email"');
    // Its stylesheet goes with it: for the document head (React 19 hoists it by its href), or
    // inline on React 18 (put in the head once hydrated).
    expect(html).toMatch(version.startsWith('18.') ? /<style data-portico-ui="">/ : /<style[^>]*data-href="portico-ui"/);
    // No fallback left for the browser to fill in.
    expect(html).not.toContain('<!--$!-->');
  });

  it('renders Main with a lazy client, never made on the server (a Stytch client cannot be made there)', async () => {
    const make = vi.fn(() => {
      throw new Error('`new StytchClient()` is not supported in server environments.');
    });
    const html = await serverRender(createElement(LoginWidget, { client: lazyClient(make), config }));
    expect(html).toContain('>Sign up or log in</h2>');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(make).not.toHaveBeenCalled();
  });

  it('renders a phone-first config with its phone field (a lazy part of the first paint, awaited on the server)', async () => {
    const phoneFirst: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };
    const html = await serverRender(createElement(LoginWidget, { client: null, config: phoneFirst }));
    expect(html).toMatch(/<input[^>]*type="tel"/);
    expect(html).toContain('>Phone number</label>');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('<!--$!-->');
  });

  it("renders a themed widget with its theme: the server awaits the theme's chunk (issue 41)", async () => {
    resetThemingLoader();
    try {
      const presentation: PresentationConfig = { theme: [{ primary: '#123456' }, { primary: '#654321' }] };
      const html = await serverRender(createElement(LoginWidget, { client: null, config, styles: { colors: { primary: '#111111' } }, presentation }));
      expect(html).toContain('--portico-color-primary:#111111');
      expect(html).toContain('--portico-button-primary-background:#654321');
      expect(html).toMatch(/data-portico-theme="[^"]+"/);
      expect(html).toContain('>Sign up or log in</h2>');
    } finally {
      // The other files of this worker render themes at once, as the setup left it.
      await preloadTheming();
    }
  });

  it("with a client, leaves the device's cached settings and remembered method to the browser", async () => {
    const client = createFakeAuthClient({ bootstrap: { displayWatermark: true } });
    const getSync = vi.spyOn(client.bootstrap, 'getSync');
    const lastUsed: LastUsedStore = { read: vi.fn(() => 'email' as const), write: vi.fn() };
    const html = await serverRender(createElement(LoginWidget, { client, config, lastUsed }));
    expect(html).toContain('>Sign up or log in</h2>');
    expect(getSync).not.toHaveBeenCalled();
    expect(lastUsed.read).not.toHaveBeenCalled();
    expect(html).not.toContain('Last used');
    expect(html).not.toContain('data-slot="watermark"');
    // Nothing was sent: flows start in the browser.
    expect(client.calls).toEqual([]);
  });
});
