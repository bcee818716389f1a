import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a test file that server-renders a widget into the page and hydrates it, as a framework
 * does: every error React reports (hydration mismatches, console errors) is collected in
 * `reported`, and the root is unmounted and the page emptied after each test.
 */
export function hydrationHarness() {
  const reported: unknown[] = [];
  const state: { root: Root | null } = { root: null };
  beforeEach(() => {
    reported.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // The test's own doing: the server renderer ran in this page's realm a moment before.
      if (String(args[0]).includes('multiple renderers concurrently rendering the same context provider')) return;
      // Also the test's: @xstate/react's layout effects (in a document, as here) on React 18's server renderer.
      if (String(args[0]).includes('useLayoutEffect does nothing on the server')) return;
      reported.push(args);
    });
  });
  afterEach(() => {
    act(() => state.root?.unmount());
    state.root = null;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
  return {
    reported,
    /** The root `hydrate` made, to render it again. */
    root: () => state.root,
    /** The server's HTML of `node`, put in the page. */
    async serverHtml(node: ReactNode): Promise<HTMLElement> {
      const { prelude } = await prerender(node);
      const container = document.createElement('div');
      container.innerHTML = await new Response(prelude).text();
      document.body.append(container);
      return container;
    },
    /** Hydrates `container` with `node`, like a framework's browser entry. */
    async hydrate(container: HTMLElement, node: ReactNode): Promise<void> {
      await act(async () => {
        state.root = hydrateRoot(container, node, { onRecoverableError: (error) => void reported.push(error) });
      });
    },
  };
}
