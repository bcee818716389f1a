/**
 * The logged-in user's own changes (protocol §2.6): `PUT /users/me` and the `DELETE /users/…`
 * factor routes. Every answer carries `user_id`, `user` and `__user`, which the SDK stores.
 * Deleting a factor is a sensitive action: once the user has factors of two categories, it needs a
 * multi-factor session (`requireMultiFactorSession`).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { loadUserJson } from '../domain/views';
import { readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { deleteFactor, FACTOR_KINDS, updateProfile } from '../use-cases/user-edits';

export function userEditRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  const userAnswer = (c: Context, userId: string) => {
    const user = loadUserJson(ctx.store, userId);
    return ok(c, { ...user, user, __user: user });
  };

  /** Changes the name and untrusted metadata (trusted metadata is the backend's). */
  routes.put('/me', async (c) => {
    const body = await readJsonObject(c);
    return userAnswer(c, await updateProfile(ctx, { body, sessionToken: c.var.client.sessionToken }));
  });

  for (const [path, kind] of Object.entries(FACTOR_KINDS)) {
    routes.delete(`/${path}/:id`, async (c) =>
      userAnswer(c, await deleteFactor(ctx, { kind, id: c.req.param('id'), sessionToken: c.var.client.sessionToken })),
    );
  }

  return routes;
}
