// @vitest-environment node
import { createFakeAuthClient, fakeAccountUser } from '@portico/core/testing';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { serverRender } from '../../test/server-render';
import { AccountProfile } from './account-sections';
import { AccountWidget } from './account-widget';

/** The frame with its loading status. */
const LOADING = /<div[^>]*data-slot="screen-loading"[^>]*role="status"[^>]*aria-label="Loading…?"/;

describe('the account on the server (a Next page renders it before the browser has the session)', () => {
  it('AccountWidget: the frame loading, at the account page’s width, with no client or with one, sending nothing', async () => {
    const html = await serverRender(createElement(AccountWidget, { client: null }));
    expect(html).toMatch(LOADING);
    expect(html).toContain('--portico-container-width:42rem');
    const client = createFakeAuthClient({ user: fakeAccountUser() });
    expect(await serverRender(createElement(AccountWidget, { client }))).toMatch(LOADING);
    expect(client.calls).toEqual([]);
  });

  it('a section alone: its frame loading', async () => {
    const html = await serverRender(createElement(AccountProfile, { client: null }));
    expect(html).toMatch(/data-section="profile"/);
    expect(html).toMatch(LOADING);
  });
});
