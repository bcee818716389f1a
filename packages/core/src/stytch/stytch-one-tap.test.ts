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
