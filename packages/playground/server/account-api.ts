/**
 * The playground's server side of the account (issue 37): `@portico/core/server`'s
 * `createAccountHandler` at `/api/account`, in the Vite dev server (`npm start`) and in `vite
 * preview` (the end-to-end tests), over Stytch's own Node SDK (`stytch`) pointed at the emulator's
 * Backend API with the project secret, as a host's server would run it against Stytch
 * (docs/account.md). What the browser SDK cannot do (list the user's sessions, end one, end the
 * others, delete the user) goes through it.
 *
 * It talks to one emulator, the one the page was built for (`VITE_PORTICO_EMULATOR_URL`): a page
 * that picks another with `?emulator=` (or runs the emulator in itself, `?emulator=browser`) has no
 * account API, and says so (src/account-backend.ts). The secret is never sent anywhere else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAccountHandler } from '@portico/core/server';
import { DEFAULT_EMULATOR_URL } from '@portico/emulator/client-options';
import { Client } from 'stytch';
import type { Connect, Plugin } from 'vite';

/** Where the handler is mounted (the page's `createAccountBackend({ url })`). */
export const ACCOUNT_API_PATH = '/api/account';

export interface AccountApiSettings {
  /** The emulator whose Backend API the Node SDK calls. */
  emulatorUrl: string;
  /** The emulator's `project_id` setting. */
  projectId: string;
  /** Its `project_secret` setting. */
  secret: string;
}

/**
 * From the environment: the emulator the page is built for (`VITE_PORTICO_EMULATOR_URL`, else
 * `npx portico-emulator`'s address), `PORTICO_PLAYGROUND_PROJECT_ID` (default
 * `project-test-portico`), `PORTICO_PLAYGROUND_PROJECT_SECRET`, else the emulator's own
 * `PORTICO_EMULATOR_PROJECT_SECRET` (so one setting serves both under `npm start`), else the
 * emulator's default `secret-test-portico`.
 */
export function accountApiSettings(env: NodeJS.ProcessEnv = process.env): AccountApiSettings {
  return {
    emulatorUrl: (env.VITE_PORTICO_EMULATOR_URL || DEFAULT_EMULATOR_URL).replace(/\/+$/, ''),
    projectId: env.PORTICO_PLAYGROUND_PROJECT_ID || 'project-test-portico',
    secret: env.PORTICO_PLAYGROUND_PROJECT_SECRET || env.PORTICO_EMULATOR_PROJECT_SECRET || 'secret-test-portico',
  };
}

/** Node's request as a Fetch API `Request` (what `createAccountHandler` takes). */
async function toRequest(req: IncomingMessage & { originalUrl?: string }): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((each) => headers.append(name, each));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  let body: Uint8Array | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (chunks.length > 0) body = new Uint8Array(Buffer.concat(chunks));
  }
  // Connect strips the mount path from `url`; `originalUrl` keeps it (the handler routes by basePath).
  const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  return new Request(url, { method, headers, ...(body && { body: body as BodyInit }) });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Stytch's Node SDK pointed at the emulator. It warns once that `env` is not one of Stytch's own
 * (docs/emulator.md: expected, harmless): that one line is left out of the server's output.
 */
function nodeClient(settings: AccountApiSettings): Client {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith("[Stytch] Warning: Using a custom 'env' value")) warn(...args);
  };
  try {
    return new Client({ project_id: settings.projectId, secret: settings.secret, env: `${settings.emulatorUrl}/` });
  } finally {
    console.warn = warn;
  }
}

/** The Vite plugin: the handler in front of the dev and preview servers' own middlewares. */
export function accountApi(settings: AccountApiSettings = accountApiSettings()): Plugin {
  let handler: ((request: Request) => Promise<Response>) | undefined;
  // Made on the first request, not when the config loads (`vite build` needs none).
  const handlerOf = () =>
    (handler ??= createAccountHandler({
      stytch: nodeClient(settings),
      basePath: ACCOUNT_API_PATH,
      // Stytch's failures other than refusals (the caller gets a plain 502): logged, never the secret.
      onError: (error) => console.error(`[account api] Stytch's Backend API at ${settings.emulatorUrl} failed:`, error),
    }));
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    toRequest(req)
      .then((request) => handlerOf()(request))
      .then((response) => send(res, response))
      .catch(next);
  };
  return {
    name: 'portico:account-api',
    configureServer: (server) => void server.middlewares.use(ACCOUNT_API_PATH, middleware),
    configurePreviewServer: (server) => void server.middlewares.use(ACCOUNT_API_PATH, middleware),
  };
}
