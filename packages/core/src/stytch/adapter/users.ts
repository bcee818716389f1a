import { createAuthError, type AuthClient } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';

/** `users`: the email lookup that picks the password screens (the client's search manager). */
export function createUsers({ internals }: AdapterContext): AuthClient['users'] {
  return {
    search: (request, options) =>
      call(options, () => {
        const searchManager = internals().searchManager;
        if (!searchManager) throw createAuthError('not_supported', { message: 'This Stytch client cannot search users.' });
        return searchManager.searchUser(request.email);
      }),
  };
}
