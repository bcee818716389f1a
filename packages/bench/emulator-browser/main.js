// The page behind `emulator.mjs`'s browser figure: how long `startBrowserEmulator()` takes (the
// module is already loaded), checked by one request through the service worker.
import { startBrowserEmulator } from '@portico/emulator/browser';

const started = performance.now();
try {
  const emulator = await startBrowserEmulator({ quiet: true });
  const ms = performance.now() - started;
  const response = await fetch(`${emulator.url}/emulator/health`);
  if (!response.ok) throw new Error(`/emulator/health answered ${response.status}`);
  window.__porticoBench = { ms };
} catch (error) {
  window.__porticoBench = { error: error instanceof Error ? error.message : String(error) };
}
