/** `/emulator/impersonation-tokens`: mint impersonation tokens, as Stytch's dashboard does (JSON, no credentials). */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail } from '../domain/contact';
import { impersonatorIdFor, mintImpersonationToken } from '../domain/impersonation';
import { iso } from '../domain/views';
import { readJsonObject } from '../http/body';
import { DomainError } from '../domain/errors';
import { controlError } from '../http/envelope';

const FIELDS = ['user_id', 'impersonator_email', 'impersonator_id'];

const invalid = (message: string) => controlError(400, 'invalid_impersonation_request', message);

export function controlImpersonationRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();

  /**
   * `{user_id, impersonator_email?, impersonator_id?}` → `201 {token, user_id, impersonator_id,
   * impersonator_email_address, expires_at}`. The impersonator defaults to `support@<first email
   * domain>`, and their id to one derived from their address.
   */
  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
    if (unknown !== undefined) throw invalid(`Unknown field "${unknown}" (known fields: ${FIELDS.join(', ')}).`);
    const userId = body.user_id;
    if (typeof userId !== 'string' || userId === '') throw invalid('user_id must be the id of the user to impersonate.');
    if (!ctx.store.users.get(userId)) throw controlError(404, 'user_not_found', `No user has the id "${userId}".`);
    let impersonatorEmail = `support@${ctx.settings.email_domains[0] ?? 'portico.test'}`;
    if (body.impersonator_email !== undefined) {
      try {
        impersonatorEmail = normalizeEmail(body.impersonator_email);
      } catch (error) {
        if (error instanceof DomainError) throw controlError(400, error.errorType, 'impersonator_email must be an email address.');
        throw error;
      }
    }
    const impersonatorId = body.impersonator_id ?? (await impersonatorIdFor(impersonatorEmail));
    if (typeof impersonatorId !== 'string' || impersonatorId === '') throw invalid('impersonator_id must be a non-empty string.');
    const now = ctx.clock.now();
    const { token, record } = await mintImpersonationToken(ctx.store, { userId, impersonatorId, impersonatorEmail }, now);
    return c.json(
      {
        token,
        user_id: userId,
        impersonator_id: impersonatorId,
        impersonator_email_address: impersonatorEmail,
        expires_at: iso(record.expires_at),
      },
      201,
    );
  });

  return routes;
}
