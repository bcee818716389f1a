/**
 * Shared by the test pages: exposes the client and small helpers on `window` for the specs'
 * `page.evaluate` calls (see globals.d.ts).
 */
import type { HeadlessClient, Settled, SettledError } from './globals';

declare const __PORTICO_EMULATOR_URL__: string;

/** Set by the page server (esbuild `define`) to the emulator the suite started. */
export const EMULATOR_URL: string = __PORTICO_EMULATOR_URL__;

function describeError(error: unknown): SettledError {
  if (typeof error !== 'object' || error === null) return { name: typeof error, message: String(error) };
  const fields = error as Partial<Record<'name' | 'message' | 'error_type' | 'error_message', unknown>> & { status_code?: unknown };
  return {
    name: typeof fields.name === 'string' ? fields.name : 'Error',
    message: typeof fields.message === 'string' ? fields.message : String(error),
    ...(typeof fields.status_code === 'number' ? { status_code: fields.status_code } : {}),
    ...(typeof fields.error_type === 'string' ? { error_type: fields.error_type } : {}),
    ...(typeof fields.error_message === 'string' ? { error_message: fields.error_message } : {}),
  };
}

async function settleCall<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}

interface SearchManager {
  searchUser(email: string): Promise<{ userType: string }>;
}

export function installHarness(client: HeadlessClient): void {
  window.stytch = client;
  window.settle = settleCall;
  window.searchUser = (email) => {
    // The prebuilt UI's password screen calls this internal manager (protocol §2.4); the headless
    // client builds it too, so the request goes through the SDK's own network client and headers.
    const internals = (client as unknown as Record<symbol, { searchManager?: SearchManager } | undefined>)[Symbol.for('stytch__internal_b2c')];
    if (!internals?.searchManager) return Promise.resolve({ ok: false, error: { name: 'Error', message: 'The SDK has no search manager.' } });
    return settleCall(internals.searchManager.searchUser(email));
  };
  window.conformanceReady = true;
}
