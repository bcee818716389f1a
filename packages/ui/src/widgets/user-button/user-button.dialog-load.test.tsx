import { createFakeAuthClient, fakeAccountUser } from '@portico/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserButton } from './user-button';

/**
 * 'Manage account''s dialog is a chunk of its own, fetched on demand: here its first fetches fail
 * (a network error), as a chunk that cannot be reached does. (A file of its own modules:
 * FRESH_MODULES in vite.config.ts, so the other files' modules never see this mock.)
 */
const fetches = vi.hoisted(() => ({ failuresLeft: 0, count: 0 }));
vi.mock('./account-dialog', async (importOriginal) => {
  fetches.count += 1;
  if (fetches.failuresLeft > 0) {
    fetches.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: account-dialog.js');
  }
  return importOriginal();
});

// Radix's popper measures its content (floating-ui watches it with a ResizeObserver): jsdom has none.
const originalResizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = originalResizeObserver;
});

describe("UserButton's account dialog, fetched on demand", () => {
  it("a dialog that cannot be fetched: why, under 'Manage account' in the menu again (announced); chosen again, it is fetched again and opens", async () => {
    // The menu's preload, then the dialog's own fetch, fail.
    fetches.failuresLeft = 2;
    // React reports the error its boundary caught (the chunk's): expected here, kept out of the output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<UserButton client={createFakeAuthClient({ user: fakeAccountUser() })} />);
    const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    // The menu again, on 'Manage account', described by why.
    const item = await screen.findByRole('menuitem', { name: 'Manage account' });
    await waitFor(() => expect(item).toHaveAccessibleDescription("We couldn't reach the server. Check your connection and try again."));
    await waitFor(() => expect(item).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-slot="user-button-status"]')).toHaveTextContent("We couldn't reach the server.");
    expect(button).not.toHaveAttribute('aria-busy');

    // Chosen again: fetched again, the dialog opens with the account.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Manage account' });
    expect(await within(dialog).findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(fetches.count).toBeGreaterThanOrEqual(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    reported.mockRestore();
  });
});
