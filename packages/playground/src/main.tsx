import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configFromUrl, wantsOneTap } from './config';
import { browserEmulator, emulatorUrl } from './env';
import './playground.css';

const root = createRoot(document.getElementById('root')!);

async function main() {
  if (browserEmulator) {
    root.render(
      <main>
        <p role="status">Starting the in-browser emulator…</p>
      </main>,
    );
    try {
      const { startBrowserEmulator } = await import('@portico/emulator/browser');
      await startBrowserEmulator({ baseUrl: emulatorUrl });
    } catch (error) {
      root.render(
        <main>
          <p role="alert" className="panel">
            The in-browser emulator could not start: {error instanceof Error ? error.message : String(error)}
          </p>
        </main>,
      );
      return;
    }
  }
  // Google One Tap, offline: Google's script URL answered with the emulator's stand-in (the
  // in-page emulator does this itself). Only when a provider asks for One Tap.
  if (!browserEmulator && wantsOneTap(configFromUrl(window.location).config)) {
    try {
      const { routeGoogleOneTap } = await import('@portico/emulator/one-tap');
      await routeGoogleOneTap({ emulatorUrl, quiet: true });
    } catch (error) {
      console.warn('Google One Tap will load from Google: the stand-in could not be routed.', error);
    }
  }
  // The Stytch client (created when ./app loads) calls the emulator at once, so it loads after it.
  const { App } = await import('./app');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
