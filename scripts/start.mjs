// `npm start`: builds what the emulator needs and the playground, then runs the emulator
// (http://localhost:4100, data kept in .portico/emulator.sqlite) and the built playground
// (http://localhost:5173, `vite preview`) against it, with its account API at /api/account
// (Stytch's Node SDK against the emulator's Backend API). Built, every page is there at once: the
// dev server left the first page blank for 5 to 20 s while Vite prepared the dependencies, and each
// preset's first visit took 4 to 9 s more (issue 39); the build takes a few seconds.
// `npm run dev` (`--dev`): the Vite dev server instead, with hot reload, for working on Portico.
// Ctrl+C stops both. PORTICO_EMULATOR_PORT / PORTICO_PLAYGROUND_PORT change the ports; the
// emulator is told the playground's (--app-url), so emailed links and the connected apps follow it.
import { spawn, spawnSync } from 'node:child_process';

const emulatorPort = Number(process.env.PORTICO_EMULATOR_PORT ?? 4100);
const playgroundPort = Number(process.env.PORTICO_PLAYGROUND_PORT ?? 5173);
const emulatorUrl = `http://localhost:${emulatorPort}`;
const playgroundUrl = `http://localhost:${playgroundPort}`;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const dev = process.argv.includes('--dev');

// The emulator, and @portico/core's server entry, which the playground's account API (its Vite
// server's /api/account, packages/playground/server/account-api.ts) loads from dist.
console.log('Building the emulator and the account API…');
const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@portico/emulator', '--filter=@portico/core', '--output-logs=errors-only'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const playgroundEnv = { ...env, PORTICO_PLAYGROUND_PORT: String(playgroundPort), VITE_PORTICO_EMULATOR_URL: emulatorUrl };
if (!dev) {
  console.log('Building the playground…');
  const playground = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: 'packages/playground', env: playgroundEnv });
  if (playground.status !== 0) process.exit(playground.status ?? 1);
}

const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

function run(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, ...options });
  const prefix = (line) => `[${name}] ${line}`;
  const forward = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix(line)}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(prefix(`exited with code ${code}; stopping.`));
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, name) {
  for (let attempt = 0; attempt < 720 && !stopping; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) console.error(`${name} did not start at ${url}.`);
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('emulator', process.execPath, ['packages/emulator/dist/cli.js', '--port', String(emulatorPort), '--app-url', playgroundUrl]);
run('playground', 'npx', dev ? ['vite', '--clearScreen', 'false'] : ['vite', 'preview'], { cwd: 'packages/playground', env: playgroundEnv });

const [emulatorUp, playgroundUp] = await Promise.all([
  waitFor(`${emulatorUrl}/emulator/health`, 'The emulator'),
  waitFor(playgroundUrl, 'The playground'),
]);
if (emulatorUp && playgroundUp) {
  console.log(`
  Portico is running${dev ? ' (the dev server: the first page takes a while as Vite prepares the dependencies)' : ''}.
    Playground  ${playgroundUrl}
    Emulator    ${emulatorUrl}
    Inbox       ${emulatorUrl}/emulator/inbox
  Press Ctrl+C to stop.
`);
} else {
  stop(1);
}
