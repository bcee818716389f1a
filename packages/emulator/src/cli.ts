import { resolve } from 'node:path';
import { exposureWarning, parseCli, USAGE } from './cli-args';
import { ConfigFileError, startEmulator, type RunningEmulator } from './node';
import { DEFAULT_SETTINGS, SettingsError } from './settings';

/** The `portico-emulator` command. */
async function main(): Promise<void> {
  const parsed = parseCli(process.argv.slice(2), process.env);
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`portico-emulator: ${parsed.message}\nRun "portico-emulator --help" for the options.`);
    process.exitCode = 2;
    return;
  }
  const { options } = parsed;
  let emulator: RunningEmulator;
  try {
    // This process is only the emulator: let @hono/node-server use its faster Request/Response.
    emulator = await startEmulator({ ...options, overrideGlobalObjects: true });
  } catch (error) {
    const exitCode = error instanceof ConfigFileError || error instanceof SettingsError ? 2 : 1;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`portico-emulator: ${message}`);
    process.exitCode = exitCode;
    return;
  }

  // Handlers first: whoever reads the banner may signal right away.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\nReceived ${signal}; saving and stopping…`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`portico-emulator: could not stop cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const { url, ctx } = emulator;
  console.log(
    [
      `Portico emulator for "${ctx.settings.project_name}" is running.`,
      `  Base URL:      ${url}`,
      `  Inbox:         ${url}/emulator/inbox`,
      `  Public token:  ${ctx.settings.public_token}`,
      // The secret is shown only while it is the documented default: one given on purpose stays off the terminal.
      `  Backend API:   ${url}/v1/ as ${ctx.settings.project_id}, ${
        ctx.settings.project_secret === DEFAULT_SETTINGS.project_secret ? `secret ${DEFAULT_SETTINGS.project_secret}` : 'with the secret you set'
      }`,
      `  Database:      ${options.db === ':memory:' ? 'in memory (nothing is kept)' : resolve(options.db)}`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
  const warning = exposureWarning(options.host);
  if (warning !== null) console.error(warning);
}

await main().catch((error: unknown) => {
  // Anything not handled above is a bug; still answer with a one-line message.
  console.error(`portico-emulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
