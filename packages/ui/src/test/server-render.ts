import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { expect, vi } from 'vitest';

/**
 * Server rendering, the way an SSR framework does it (streamed, lazy parts awaited), for tests in
 * plain Node (`@vitest-environment node`: no window, no document, no storage, so a browser global
 * read without a guard throws). Fails on any error or React warning (React 18 warns about a layout
 * effect rendered on the server).
 */
export async function serverRender(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const warnings = vi.spyOn(console, 'error');
  const { prelude } = await prerender(node, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  expect(errors).toEqual([]);
  expect(warnings).not.toHaveBeenCalled();
  warnings.mockRestore();
  return html;
}
