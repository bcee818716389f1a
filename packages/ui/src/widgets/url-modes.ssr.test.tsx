// @vitest-environment node
import { createFakeAuthClient, fakeUser } from '@portico/core/testing';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { serverRender } from '../test/server-render';
import { IdentityProviderWidget } from './identity-provider-widget/identity-provider-widget';
import { ResetPasswordWidget } from './reset-password-widget/reset-password-widget';

/** The frame with its loading status, and nothing the URL would decide. */
const LOADING = /<div[^>]*data-slot="screen-loading"[^>]*role="status"[^>]*aria-label="Loading…?"/;

describe('the modes that read the page URL, on the server', () => {
  it('runs where there is no browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it('ResetPasswordWidget: the frame loading (the link is in the URL), with no client or with one, sending nothing', async () => {
    expect(await serverRender(createElement(ResetPasswordWidget, { client: null }))).toMatch(LOADING);
    const client = createFakeAuthClient();
    const html = await serverRender(createElement(ResetPasswordWidget, { client, passwordResetToken: 'tok-1' }));
    expect(html).toMatch(LOADING);
    expect(html).not.toContain('Reset your password');
    expect(html).not.toContain('Something went wrong');
    expect(client.calls).toEqual([]);
  });

  it('IdentityProviderWidget: the frame loading without `search`; with it, the mode as the browser will start it', async () => {
    expect(await serverRender(createElement(IdentityProviderWidget, { client: null }))).toMatch(LOADING);
    const client = createFakeAuthClient({ user: fakeUser() });
    const html = await serverRender(createElement(IdentityProviderWidget, { client, search: '?client_id=app' }));
    expect(html).not.toMatch(LOADING);
    expect(client.calls).toEqual([]);
  });
});
