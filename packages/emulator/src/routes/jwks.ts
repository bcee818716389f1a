import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { jwks } from '../domain/jwt';
import { newRequestId } from '../http/envelope';

/**
 * `GET /v1/sessions/jwks/{project_id}`: the path Stytch's backend SDKs fetch to verify session
 * JWTs locally, so an app backend pointed at the emulator can verify the JWTs it issues.
 */
export function jwksRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  routes.get('/jwks/:project_id', async (c) => {
    if (c.req.param('project_id') !== ctx.settings.project_id) {
      throw new DomainError('not_found', 'project_not_found', `Project not found. This emulator serves "${ctx.settings.project_id}".`);
    }
    return c.json({ ...(await jwks(ctx.store)), request_id: newRequestId(), status_code: 200 });
  });
  return routes;
}
