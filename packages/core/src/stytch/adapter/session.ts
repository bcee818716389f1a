import { createAuthError, type AuthClient } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';
import { mapAuthenticate, mapFactors } from './mapping';

/** `session`: the page's session, its factors and JWT, revoking it, the held session of a link, attesting a token. */
export function createSession({ stytch, loginCall, links }: AdapterContext): AuthClient['session'] {
  return {
    current: () => {
      const session = stytch.session.getSync();
      return session ? { sessionId: session.session_id, userId: session.user_id } : null;
    },
    load: (options) =>
      call(options, links.loadSession).then((session) => (session ? { sessionId: session.sessionId, userId: session.userId } : null)),
    factors: async () => mapFactors(stytch.session.getSync()?.authentication_factors),
    jwt: async () => {
      if (!stytch.session.getSync()) return null;
      const jwt = stytch.session.getTokens()?.session_jwt;
      return typeof jwt === 'string' && jwt !== '' ? jwt : null;
    },
    revoke: (request, options) =>
      call(options, () => stytch.session.revoke({ forceClear: request?.forceClear ?? false })).then(() => undefined),
    switchToHeld: (options) =>
      call(options, async () => {
        if (!(await links.switchToHeld())) throw createAuthError('session_not_found', { message: 'No session is held.' });
      }),
    dropHeld: () => links.dropHeld(),
    attest: (request, options) =>
      loginCall(options, () =>
        stytch.session.attest({
          token: request.token,
          profile_id: request.profileId,
          session_duration_minutes: request.sessionDurationMinutes,
        }),
      ).then(mapAuthenticate),
  };
}
