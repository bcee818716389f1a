import { ONE_TAP_HEIGHT_PX, ONE_TAP_RESIZE_DEBOUNCE_MS, type LoginConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginWidget } from '../../widgets/login-widget/login-widget';
import { ONE_TAP_PARENT_ID, ONE_TAP_SLOT, OneTapArea } from './one-tap-area';

/** jsdom has no layout: a ResizeObserver whose observations the test makes. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `height` for `element` to every observer watching it. */
  static resize(element: Element, height: number) {
    for (const observer of FakeResizeObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, contentRect: { height } } as unknown as ResizeObserverEntry;
      observer.callback([entry], observer as unknown as ResizeObserver);
    }
  }
}

beforeEach(() => {
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A shadow host in the document, and a container for React inside its shadow root. */
function shadowContainer(host: HTMLElement = document.createElement('div')) {
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  return { host, root, container };
}

const area = (root: ParentNode) => root.querySelector<HTMLElement>('[data-slot="one-tap-area"]')!;

describe('OneTapArea', () => {
  it('in a document: the element Google fills is in the area, observed for its height', async () => {
    vi.useFakeTimers();
    render(<OneTapArea oneTap={{ loading: false }} />);
    const group = screen.getByRole('group', { name: 'Sign in with Google' });
    const parent = document.getElementById(ONE_TAP_PARENT_ID)!;
    expect(parent.parentElement).toBe(group);
    expect(parent).toHaveAttribute('data-prompt_parent_id', 'g_id_onload');
    expect(parent).not.toHaveAttribute('slot');
    expect(group.querySelector('slot')).toBeNull();
    expect(group.style.height).toBe(`${ONE_TAP_HEIGHT_PX}px`);

    act(() => FakeResizeObserver.resize(parent, 119.5));
    act(() => {
      vi.advanceTimersByTime(ONE_TAP_RESIZE_DEBOUNCE_MS);
    });
    expect(group.style.height).toBe('120px');
  });

  it('in a shadow root: the element is in the light DOM under the host, shown through a slot in the area', () => {
    vi.useFakeTimers();
    const { host, root, container } = shadowContainer();
    const { unmount } = render(<OneTapArea oneTap={{ loading: true }} />, { container });
    const group = area(root);

    // Google looks it up in the document: it is there, a child of the host, slotted.
    const parent = document.getElementById(ONE_TAP_PARENT_ID)!;
    expect(parent).not.toBeNull();
    expect(parent.parentNode).toBe(host);
    expect(parent).toHaveAttribute('slot', ONE_TAP_SLOT);
    expect(parent).toHaveAttribute('data-prompt_parent_id', 'g_id_onload');
    // None left in the shadow root; the area holds the slot it is laid out through.
    expect(root.querySelector(`#${ONE_TAP_PARENT_ID}`)).toBeNull();
    const slot = group.querySelector('slot')!;
    expect(slot).toHaveAttribute('name', ONE_TAP_SLOT);
    expect(slot.assignedElements()).toEqual([parent]);
    // The spinner stays in the area beside it.
    expect(group.querySelector('[role="status"]')).not.toBeNull();

    // Its height is followed as in a document.
    act(() => FakeResizeObserver.resize(parent, 180));
    act(() => {
      vi.advanceTimersByTime(ONE_TAP_RESIZE_DEBOUNCE_MS);
    });
    expect(group.style.height).toBe('180px');

    unmount();
    expect(document.getElementById(ONE_TAP_PARENT_ID)).toBeNull();
    expect(host.children).toHaveLength(0);
    expect(FakeResizeObserver.instances.every((observer) => observer.observed.size === 0)).toBe(true);
  });

  it("leaves the host's other children alone, and puts one element there under StrictMode", () => {
    const host = document.createElement('portico-test-host');
    host.append('Loading…');
    const { root, container } = shadowContainer(host);
    const { unmount } = render(
      <StrictMode>
        <OneTapArea oneTap={{ loading: false }} />
      </StrictMode>,
      { container },
    );
    expect(host.querySelectorAll(`[id="${ONE_TAP_PARENT_ID}"]`)).toHaveLength(1);
    expect(area(root).querySelector('slot')!.assignedElements()).toEqual([document.getElementById(ONE_TAP_PARENT_ID)]);
    unmount();
    expect(host.childNodes).toHaveLength(1);
    expect(host.textContent).toBe('Loading…');
  });

  it('two widgets in two shadow roots: one element each, under its own host; unmounting one keeps the other', () => {
    const first = shadowContainer();
    const second = shadowContainer();
    render(<OneTapArea oneTap={{ loading: false }} />, { container: first.container });
    const { unmount } = render(<OneTapArea oneTap={{ loading: false }} />, { container: second.container });
    // The same id twice in the document, as two of Stytch's widgets have: Google fills the first.
    expect(document.querySelectorAll(`#${ONE_TAP_PARENT_ID}`)).toHaveLength(2);
    // (By attribute: jsdom's `#id` finds the document's first only.)
    expect(first.host.querySelectorAll(`[id="${ONE_TAP_PARENT_ID}"]`)).toHaveLength(1);
    expect(second.host.querySelectorAll(`[id="${ONE_TAP_PARENT_ID}"]`)).toHaveLength(1);
    unmount();
    expect(document.querySelectorAll(`#${ONE_TAP_PARENT_ID}`)).toHaveLength(1);
    expect(document.getElementById(ONE_TAP_PARENT_ID)!.parentNode).toBe(first.host);
  });

  it('in the login widget with enableShadowDOM: under the widget’s shadow host, which React keeps rendering', async () => {
    const config: LoginConfig = {
      products: ['oauth', 'otp'],
      otpOptions: { methods: ['email'] },
      oauthOptions: {
        loginRedirectURL: 'https://example.com/authenticate',
        signupRedirectURL: 'https://example.com/authenticate',
        providers: [{ type: 'google', one_tap: true, position: 'embedded' }, { type: 'github' }],
      },
    };
    const client = createFakeAuthClient();
    const { container, rerender, unmount } = render(<LoginWidget client={client} config={{ ...config, enableShadowDOM: true }} />);
    const host = container.querySelector<HTMLElement>('[data-slot="shadow-host"]')!;
    const shadow = host.shadowRoot!;
    await waitFor(() => expect(area(shadow)).not.toBeNull());
    const parent = document.getElementById(ONE_TAP_PARENT_ID)!;
    expect(parent.parentNode).toBe(host);
    expect(area(shadow).querySelector('slot')!.assignedElements()).toEqual([parent]);
    expect(client.callsTo('oauth.oneTap')).toEqual([expect.objectContaining({ position: 'embedded' })]);

    // A render of the widget keeps it where it is.
    rerender(<LoginWidget client={client} config={{ ...config, enableShadowDOM: true }} />);
    expect(document.getElementById(ONE_TAP_PARENT_ID)).toBe(parent);
    // (testing-library's queries take a shadow root as they take an element.)
    expect(within(shadow as unknown as HTMLElement).getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();

    unmount();
    expect(document.getElementById(ONE_TAP_PARENT_ID)).toBeNull();
  });
});

