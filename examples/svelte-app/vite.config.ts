import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [svelte()],
  server: { port: Number(process.env.PORT ?? 5175) },
  preview: { port: Number(process.env.PORT ?? 5175) },
});
