import { createAuthError, type AuthClient } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';
import { mapAuthenticate } from './mapping';

/** `totps`: an authenticator app's enrolment, its codes and the recovery codes. */
export function createTotps({ stytch }: AdapterContext): AuthClient['totps'] {
  return {
    create: (request, options) =>
      call(options, () => stytch.totps.create({ expiration_minutes: request.expirationMinutes })).then((raw) => {
        if (!raw || typeof raw.totp_id !== 'string' || typeof raw.secret !== 'string') {
          throw createAuthError('invalid_response', { message: 'The server answered without a TOTP.' });
        }
        return { totpId: raw.totp_id, secret: raw.secret, qrCode: raw.qr_code, recoveryCodes: raw.recovery_codes ?? [] };
      }),
    authenticate: (request, options) =>
      call(options, () =>
        stytch.totps.authenticate({ totp_code: request.code, session_duration_minutes: request.sessionDurationMinutes }),
      ).then(mapAuthenticate),
    recover: (request, options) =>
      call(options, () =>
        stytch.totps.recover({ recovery_code: request.recoveryCode, session_duration_minutes: request.sessionDurationMinutes }),
      ).then(mapAuthenticate),
    recoveryCodes: (options) =>
      call(options, () => stytch.totps.recoveryCodes()).then((raw) => {
        // The SDK's typings say one object; the wire carries a list (protocol §2.10).
        const entries = ([] as Array<{ totp_id: string; verified: boolean; recovery_codes?: string[] }>).concat(
          (raw?.totps as never) ?? [],
        );
        const verified = entries.find((entry) => entry.verified);
        return verified ? { totpId: verified.totp_id, recoveryCodes: verified.recovery_codes ?? [] } : null;
      }),
  };
}
