import { commands, page } from 'vitest/browser';
import type { StoryTestHooks } from './modes';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Playwright's `page.emulateMedia` (vitest.storybook.config.ts). */
    emulateMedia(media: { reducedMotion?: 'reduce' | 'no-preference' | null }): Promise<void>;
  }
}

/*
 * What the stories reach of the test runner, and only in it (Storybook itself has none): resizing
 * the viewport mid-story (the mode matrix's 320 px checks) and emulating media features.
 */
const hooks: StoryTestHooks = {
  viewport: async (width, height) => {
    await page.viewport(width, height);
  },
  emulateMedia: (media) => commands.emulateMedia(media),
};
(globalThis as { __storyTestHooks?: StoryTestHooks }).__storyTestHooks = hooks;
