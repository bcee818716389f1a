import type { Context } from 'hono';
import type { SessionRequest } from '../use-cases/authenticate';
import type { SdkEnv } from './client-auth';
import { clientAddress } from './client-address';

/** What a login request says about its session: the caller's token, its user agent and address, and the duration read from its body. */
export const sessionRequest = (c: Context<SdkEnv>, durationMinutes: number): SessionRequest => ({
  sessionToken: c.var.client.sessionToken,
  userAgent: c.req.header('User-Agent') ?? '',
  ipAddress: clientAddress(c),
  durationMinutes,
});
