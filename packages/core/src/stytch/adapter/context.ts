import type { RequestOptions } from '../../client';
import type { createLinkLogin } from '../link-login';
import type { StytchClient, StytchInternals } from '../stytch-internals';

/** What every namespace of the adapter is built from (`createStytchAuthClient` makes one). */
export interface AdapterContext {
  /** The host's Stytch client. */
  stytch: StytchClient;
  /** The client's internals (stytch-internals.ts), read when a call needs them. */
  internals(): StytchInternals;
  /** A call that answers with a session: one given up on and carried out anyway is undone (login-guard.ts). */
  loginCall<T>(options: RequestOptions | undefined, run: () => Promise<T>): Promise<T>;
  /** Every link's spend, and the session a link brought for another account (link-login.ts). */
  links: ReturnType<typeof createLinkLogin>;
}
