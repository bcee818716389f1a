// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OneTapRequest } from '../client';
import { startOneTap, type StytchOneTap } from './stytch-one-tap';

const PARENT_ID = 'google-parent-prompt';

/** Stytch's provider, whose Google client records whether the page had the parent when prompting. */
function fakeOneTap() {
  const prompted: Array<{ parentFound: boolean }> = [];
  const oneTap: StytchOneTap = {
    createOneTapClient: async () => ({
      success: true,
      client: {
        render: async () => {
          // What Google's client does to find `prompt_parent_id`.
          prompted.push({ parentFound: document.getElementById(PARENT_ID) !== null });
          return { success: true };
        },
        cancel: () => {},
      },
    }),
    createOnSuccessHandler: () => async () => {},
    redirectOnSuccess: () => {},
  };
  return { oneTap, prompted };
}

const request = (position: string): OneTapRequest => ({ position, cancelOnTapOutside: true, onCancelled: () => {}, onError: () => {} });

/** A shadow host in the document (as the widget's with `enableShadowDOM`, or `<portico-login>`). */
function shadowHost(): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, root: host.attachShadow({ mode: 'open' }) };
}

function parentElement(): HTMLDivElement {
  const element = document.createElement('div');
  element.id = PARENT_ID;
  return element;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('startOneTap, embedded: waiting for the element Google fills', () => {
  it('prompts at once when the page has it', async () => {
    document.body.append(parentElement());
    const { oneTap, prompted } = fakeOneTap();
    await expect(startOneTap(oneTap, request('embedded'))).resolves.toMatchObject({ shown: true });
    expect(prompted).toEqual([{ parentFound: true }]);
  });

  it('finds it as a slotted child of a shadow host (a widget in a shadow root), added a moment later', async () => {
    const { host, root } = shadowHost();
    root.append(Object.assign(document.createElement('slot'), { name: 'portico-one-tap' }));
    const { oneTap, prompted } = fakeOneTap();
    const started = startOneTap(oneTap, request('embedded'));
    await vi.advanceTimersByTimeAsync(300);
    expect(prompted).toEqual([]);
    const parent = parentElement();
    parent.slot = 'portico-one-tap';
    host.append(parent);
    await vi.advanceTimersByTimeAsync(0);
    await expect(started).resolves.toMatchObject({ shown: true });
    expect(prompted).toEqual([{ parentFound: true }]);
  });

  it('does not count one inside a shadow root, which Google cannot see: it prompts after the wait, floating', async () => {
    const { root } = shadowHost();
    root.append(parentElement());
    const { oneTap, prompted } = fakeOneTap();
    const started = startOneTap(oneTap, request('embedded'));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(prompted).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await expect(started).resolves.toMatchObject({ shown: true });
    expect(prompted).toEqual([{ parentFound: false }]);
  });

  it('does not wait when the prompt floats', async () => {
    const { oneTap, prompted } = fakeOneTap();
    await expect(startOneTap(oneTap, request('floating'))).resolves.toMatchObject({ shown: true });
    expect(prompted).toEqual([{ parentFound: false }]);
  });
});

describe('startOneTap: a start that fails says why', () => {
  /** Stytch's provider as it is: `fetchGoogleStart` keeps its promise, `createOneTapClient` reads it and keeps only the error's type. */
  function providerWithStart(start: () => Promise<unknown>) {
    const { oneTap } = fakeOneTap();
    const starts = vi.fn(start);
    const provider: StytchOneTap = {
      ...oneTap,
      fetchGoogleStart() {
        this.googleConfig ??= starts();
        return this.googleConfig as Promise<unknown>;
      },
      async createOneTapClient() {
        try {
          await provider.fetchGoogleStart!();
        } catch (error) {
          return { success: false, reason: (error as { error_type?: string }).error_type ?? 'unknown_error' };
        }
        return oneTap.createOneTapClient();
      },
    };
    return { provider, starts };
  }
  const serverError = (error_type: string, error_message: string) =>
    Object.assign(new Error(error_message), { status_code: 500, error_type, error_message, error_url: '' });

  it("shows a server failure's own message, and asks the server again on the next start", async () => {
    const { provider, starts } = providerWithStart(() => Promise.reject(serverError('internal_server_error', 'The auth server failed.')));
    await expect(startOneTap(provider, request('floating'))).resolves.toMatchObject({
      shown: false,
      error: { type: 'internal_server_error', message: 'The auth server failed.' },
    });
    await startOneTap(provider, request('floating'));
    expect(starts).toHaveBeenCalledTimes(2);
  });

  it("names spec §4's configuration problems as problems, not errors", async () => {
    const { provider } = providerWithStart(() => Promise.reject(serverError('no_login_redirect_urls_set', 'No login redirect URLs.')));
    const result = await startOneTap(provider, request('floating'));
    expect(result).toEqual({ shown: false, problem: 'no_login_redirect_urls' });
  });

  it('gives up on a start that does not answer within the request timeout', async () => {
    const { provider } = providerWithStart(() => new Promise(() => {}));
    const started = startOneTap(provider, { ...request('floating'), requestTimeoutMs: 3_000 });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(started).resolves.toMatchObject({ shown: false, error: { type: 'request_timeout' } });
  });

  it('makes one request when the start succeeds (the provider reuses its answer)', async () => {
    const { provider, starts } = providerWithStart(() => Promise.resolve({ googleClientId: 'client' }));
    await expect(startOneTap(provider, request('floating'))).resolves.toMatchObject({ shown: true });
    expect(starts).toHaveBeenCalledTimes(1);
  });
});

describe('startOneTap: the credential', () => {
  it('tells the flow a credential came before signing in with it (issue 36: the tab records its start)', async () => {
    document.body.append(parentElement());
    const order: string[] = [];
    let callback: ((response: { credential: string }) => Promise<void>) | undefined;
    const oneTap: StytchOneTap = {
      createOneTapClient: async () => ({
        success: true,
        client: {
          render: async (options: object) => {
            callback = (options as { callback: typeof callback }).callback;
            return { success: true };
          },
          cancel: () => {},
        },
      }),
      createOnSuccessHandler: () => async () => {
        order.push('signIn');
      },
      redirectOnSuccess: () => {},
    };
    await startOneTap(oneTap, { ...request('embedded'), onCredential: () => order.push('credential') });
    await callback!({ credential: 'google-jwt' });
    expect(order).toEqual(['credential', 'signIn']);
  });
});
