import { createAuthError } from '../../client';

/**
 * The stub of a port in `setup({ actors })`: it fixes the actor's types, and fails clearly if a
 * flow runs without the real one bound (`createXActors(client)` through `.provide()`).
 */
export const notProvided = (name: string) => () =>
  Promise.reject(createAuthError('not_supported', { message: `${name} actor not provided` }));
