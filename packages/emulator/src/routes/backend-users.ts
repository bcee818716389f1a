/** The Backend API's users (`/v1/users/{user_id}`), with the project secret: stytch-node's `client.users.get` and `.delete`. */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { backendOk, requireProjectSecret } from '../http/backend-api';
import { deleteUserForBackend, getUserForBackend } from '../use-cases/backend-users';

export function backendUserRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  const secret = requireProjectSecret(ctx);

  /** The User object, at the top level of the answer (stytch-node's `UsersGetResponse`). */
  routes.get('/:user_id', secret, (c) => backendOk(c, getUserForBackend(ctx, c.req.param('user_id'))));

  routes.delete('/:user_id', secret, (c) => {
    const userId = c.req.param('user_id');
    deleteUserForBackend(ctx, userId);
    return backendOk(c, { user_id: userId });
  });

  return routes;
}
