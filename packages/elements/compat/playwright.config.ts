import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The playground's whole end-to-end suite against the playground built on Preact, the runtime the
 * @portico/elements bundle ships (`npm run test:compat -w @portico/elements`, about 6 minutes).
 * `npm test` runs the six tests tagged @compat of it (`--grep @compat`, scripts/test.mjs: a code,
 * its resend, a passkey registered, renamed and deleted, a passkey login, and the second factors);
 * run it all when @portico/ui or the runtime changes. Its own ports (4130, 4131, 5230), so it can
 * run beside the usual suite.
 */
process.env.PORTICO_E2E_EMULATOR_PORT ??= '4130';
process.env.PORTICO_E2E_PLAYGROUND_PORT ??= '5230';
const { default: base } = await import('../../playground/playwright.config.ts');

const playground = fileURLToPath(new URL('../../playground/', import.meta.url));
const viteConfig = fileURLToPath(new URL('./playground.vite.config.ts', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.cache/playground-preact', import.meta.url));
// The playground's servers by name (emulator, fault emulator, playground): the playground is
// swapped for its Preact build, the others run as they are.
const servers = base.webServer as Array<Record<string, unknown> & { name: string }>;
const app = servers.find((server) => server.name === 'playground');
if (!app) throw new Error("The playground's Playwright config has no web server named 'playground'.");

export default defineConfig({
  ...base,
  testDir: `${playground}e2e`,
  outputDir: fileURLToPath(new URL('../test-results', import.meta.url)),
  reporter: [['list']],
  webServer: [
    ...servers.filter((server) => server !== app).map((server) => ({ ...server, cwd: playground })),
    {
      ...app,
      cwd: playground,
      // The elements' bundle the playground serves: built here, unless `npm test` built it
      // already (PORTICO_E2E_PREBUILT=1). The Preact playground itself is always built: it is
      // this suite's own.
      command:
        (process.env.PORTICO_E2E_PREBUILT === '1' ? '' : 'npm run build:bundle --prefix ../elements --silent && ') +
        `npx vite build --config ${viteConfig} --outDir ${outDir} --emptyOutDir --logLevel warn` +
        ` && npx vite preview --config ${viteConfig} --outDir ${outDir}`,
    },
  ],
});
