import { createFakeAuthClient } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginWidget } from './login-widget/login-widget';
import { PorticoStyles } from './style-root';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

/** React 19 hoists the `<style>` itself (by its href); React 18 gets it put there by Portico. */
const HEAD_STYLESHEET = version.startsWith('18.') ? 'style[data-portico-ui]' : 'style[data-href="portico-ui"]';

describe('the stylesheet', () => {
  it('goes into the document head once, however many widgets render it', () => {
    render(
      <>
        <LoginWidget client={createFakeAuthClient()} config={config} />
        <LoginWidget client={createFakeAuthClient()} config={config} />
        <PorticoStyles />
      </>,
    );
    expect(screen.getAllByRole('heading', { name: 'Sign up or log in' })).toHaveLength(2);
    // (Its text is empty here: the tests do not compile CSS.)
    expect(document.head.querySelectorAll(HEAD_STYLESHEET)).toHaveLength(1);
    // None left in the widgets themselves.
    expect(document.body.querySelectorAll('style[data-portico-ui], style[data-href]')).toHaveLength(0);
  });

  it('goes into the shadow root of a widget with enableShadowDOM', () => {
    const { container } = render(<LoginWidget client={createFakeAuthClient()} config={{ ...config, enableShadowDOM: true }} />);
    const shadow = container.querySelector('[data-slot="shadow-host"]')?.shadowRoot;
    expect(shadow?.querySelectorAll('style')).toHaveLength(1);
  });
});
