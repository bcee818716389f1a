import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vite.shared.ts';

const port = Number(process.env.PORTICO_PLAYGROUND_PORT ?? 5173);

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  server: { port, strictPort: true, host: 'localhost' },
  preview: { port, strictPort: true, host: 'localhost' },
});
