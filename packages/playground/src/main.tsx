import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  // The Stytch client (created when ./app loads) calls the emulator at once, so it loads after it.
  const { App } = await import('./app');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
