/**
 * The account's server side (docs/account.md): what Stytch's browser SDK cannot do for the
 * signed-in user (list their sessions, end one or every other one, delete the user), done here
 * with Stytch's Node SDK and the project secret. `createAccountHandler` is a Fetch API handler:
 * it authenticates the caller's session (`Authorization: Bearer <session JWT>`, as
 * `createAccountBackend` sends it) and acts for that user only.
 *
 *   GET    /api/account/sessions                the caller's sessions
 *   DELETE /api/account/sessions/:id            ends one of them
 *   POST   /api/account/sessions/revoke-others  ends every other one
 *   DELETE /api/account/user                    deletes the user
 */
import { createAccountHandler } from '@portico/core/server';
import { Client } from 'stytch';

// Stytch's Node SDK needs Node (not the edge runtime), and every answer is the caller's own.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The project's id and secret, and where Stytch is, from the server's environment (never
 * `NEXT_PUBLIC_*`: the secret stays on the server). In development, the Portico emulator's
 * defaults (`npx portico-emulator`); in production, `STYTCH_PROJECT_ID` and `STYTCH_SECRET` must
 * be set, and `STYTCH_API_URL` only to point at an emulator (leave it out for Stytch itself).
 */
function stytchFromEnv(): Client {
  const development = process.env.NODE_ENV !== 'production';
  const projectId = process.env.STYTCH_PROJECT_ID || (development ? 'project-test-portico' : '');
  const secret = process.env.STYTCH_SECRET || (development ? 'secret-test-portico' : '');
  if (!projectId || !secret) throw new Error('Set STYTCH_PROJECT_ID and STYTCH_SECRET in the server’s environment.');
  const apiUrl = process.env.STYTCH_API_URL || (development ? process.env.NEXT_PUBLIC_PORTICO_EMULATOR_URL || 'http://localhost:4100' : '');
  return new Client({ project_id: projectId, secret, ...(apiUrl && { env: `${apiUrl.replace(/\/+$/, '')}/` }) });
}

let handler: ((request: Request) => Promise<Response>) | undefined;

/** Made on the first request: `next build` loads this module without the server's secrets. */
function accountHandler(request: Request): Promise<Response> {
  handler ??= createAccountHandler({
    stytch: stytchFromEnv(),
    basePath: '/api/account',
    onError: (error) => console.error('[api/account] Stytch failed:', error),
  });
  return handler(request);
}

export { accountHandler as DELETE, accountHandler as GET, accountHandler as POST };
