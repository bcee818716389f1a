import { TOAST_DURATION_MS, TOAST_GUTTER_PX } from '@portico/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Spinner } from './spinner';
import { ToastArea, ToastProvider, useToast } from './toast';

/*
 * prefers-reduced-motion (docs/accessibility.md): everything of the widget that moves — the
 * spinner (alone and in a busy button), transitions (buttons, fields, the One Tap area) and
 * toasts. In the story test run the media feature is emulated both ways (Playwright's
 * `emulateMedia`, .storybook/vitest.setup.ts); in Storybook the play checks the setting the
 * machine has.
 */

interface Hooks {
  emulateMedia(media: { reducedMotion?: 'reduce' | 'no-preference' | null }): Promise<void>;
}
const hooks = () => (globalThis as { __storyTestHooks?: Hooks }).__storyTestHooks;

function ShowsAToast() {
  const toast = useToast();
  useEffect(() => {
    toast('loading', 'Sending…');
    // Once: the toast stays (loading toasts last until dismissed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ToastArea />;
}

function Motion() {
  return (
    <div className="portico pt:flex pt:w-80 pt:flex-col pt:gap-stack" style={{ maxWidth: '100%' }}>
      <p role="status" className="pt:flex pt:items-center pt:gap-2">
        <Spinner data-testid="spinner" /> Loading
      </p>
      <Button isLoading>Continue</Button>
      <ToastProvider settings={{ durations: TOAST_DURATION_MS, gutter: TOAST_GUTTER_PX }}>
        <ShowsAToast />
      </ToastProvider>
    </div>
  );
}

const meta = { title: 'Primitives/Motion', component: Motion } satisfies Meta<typeof Motion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What moves, and how, under the current setting. */
function motionOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const style = (element: Element) => getComputedStyle(element);
  const spinners = [canvas.getByTestId('spinner'), canvasElement.querySelector('[data-slot="button"] [data-slot="spinner"]')!];
  const toast = canvasElement.querySelector('[data-slot="toast"]')!;
  const button = canvas.getByRole('button', { name: 'Continue' });
  return {
    spinners: spinners.map((spinner) => style(spinner).animationName),
    button: style(button).transitionDuration.split(',').every((duration) => parseFloat(duration) === 0),
    toast: [style(toast).animationName, style(toast).transitionProperty],
  };
}

const expectMotion = async (canvasElement: HTMLElement, reduced: boolean) => {
  await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(reduced);
  const motion = motionOf(canvasElement);
  // Reduced: the spinners stop turning (they fade in and out in place), transitions end at once.
  await expect(motion.spinners).toEqual(reduced ? ['pt-fade', 'pt-fade'] : ['pt-spin', 'pt-spin']);
  await expect(motion.button).toBe(reduced);
  // Toasts appear and go without sliding or fading, whatever the setting.
  await expect(motion.toast[0]).toBe('none');
  if (reduced) await expect(motion.toast[1]).toBe('none');
};

export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="toast"]')).not.toBeNull());
    const emulate = hooks()?.emulateMedia;
    if (!emulate) {
      // Storybook: the machine's own setting.
      await expectMotion(canvasElement, matchMedia('(prefers-reduced-motion: reduce)').matches);
      return;
    }
    try {
      await emulate({ reducedMotion: 'no-preference' });
      await expectMotion(canvasElement, false);
      await emulate({ reducedMotion: 'reduce' });
      await expectMotion(canvasElement, true);
    } finally {
      await emulate({ reducedMotion: null });
    }
  },
};
