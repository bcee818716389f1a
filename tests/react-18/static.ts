import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * `react-dom/static` for the React 18 run, which has none: React 19's `prerender` (the HTML once
 * everything in it is ready, lazy parts and Suspense data included) made of React 18's
 * `renderToPipeableStream`, piped once all is ready, as an SSR framework on React 18 does it.
 */
export function prerender(
  node: ReactNode,
  options: { onError?(error: unknown): void } = {},
): Promise<{ prelude: ReadableStream<Uint8Array> }> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(new Uint8Array(chunk));
        done();
      },
      final(done) {
        const prelude = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        });
        resolve({ prelude });
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      ...(options.onError && { onError: options.onError }),
    });
  });
}
