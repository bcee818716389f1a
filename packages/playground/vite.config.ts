import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vite.shared.ts';

const port = Number(process.env.PORTICO_PLAYGROUND_PORT ?? 5173);

export default defineConfig({
  ...sourceConditions,
  // @portico/ui is consumed from source here; its stylesheet is Tailwind, compiled by the
  // plugin (published builds ship the compiled CSS).
  plugins: [react(), tailwindcss()],
  // ?emulator=browser loads the whole emulator (zxcvbn's dictionaries, sql.js, …) as one lazy
  // chunk of about 2.7 MB, in that mode only.
  build: { chunkSizeWarningLimit: 3000 },
  server: { port, strictPort: true, host: 'localhost' },
  preview: { port, strictPort: true, host: 'localhost' },
});
