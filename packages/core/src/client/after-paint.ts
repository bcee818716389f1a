/**
 * Runs `run` once the browser has painted the frame now being prepared: in a task posted from the
 * next animation frame's callback, so after that frame's style, layout and paint. Work that the
 * first paint does not need (fetching the next chunks, a second render) waits for it rather than
 * delaying it (issue 41). Without frames (a hidden tab, a server), after `fallbackMs`. Returns a
 * function that cancels it.
 */
export function afterPaint(run: () => void, fallbackMs = 100): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, fallbackMs);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  return () => {
    done = true;
    clearTimeout(fallback);
  };
}
