/** Passkeys and WebAuthn (protocol §2.7, §6): registering a credential and logging in with one. */
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { DomainError } from '../domain/errors';
import { countRefusal, requireUnlocked } from '../domain/lockout';
import { newId } from '../domain/random';
import {
  defaultRegistrationName,
  expectedOrigin,
  registrationNotFound,
  verifyAssertion,
  verifyRegistration,
  webauthnFactor,
  type ParsedCredential,
} from '../domain/webauthn';
import type { SessionRecord } from '../store';
import { authenticateAndGrantSession, requireCaller, type LoggedIn, type SessionRequest } from './authenticate';

/**
 * Verifies a new credential against the caller's pending registration, stores it and adds a
 * webauthn factor to the caller's session. `current` is the caller's live session, which the
 * route checked first. Registering is enrolling a factor: a user who could complete MFA needs a
 * session that did.
 */
export function registerWebauthn(
  ctx: EmulatorContext,
  input: { credential: ParsedCredential; current: { session: SessionRecord }; session: SessionRequest },
): Promise<LoggedIn<{ registrationId: string }>> {
  const { store } = ctx;
  const { credential, current } = input;
  return authenticateAndGrantSession(ctx, input.session, async (now) => {
    const origin = expectedOrigin(ctx.settings, credential);
    const challenge = store.webauthnChallenges.claim(credential.challenge, 'registration', now);
    if (!challenge || challenge.user_id !== current.session.user_id) {
      throw new DomainError(
        'invalid',
        'no_pending_webauthn_registration',
        'No pending WebAuthn registration for this credential: its challenge is unknown, was already used, belongs to ' +
          'another user or expired (after 5 minutes). Call webauthn/register/start again.',
      );
    }
    const verified = await verifyRegistration(credential, challenge, origin);
    const attachment = credential.json.authenticatorAttachment;
    const authenticatorType = typeof attachment === 'string' && attachment !== '' ? attachment : challenge.authenticator_type;
    return (caller) => {
      requireCaller(caller);
      // With the session's factors before this passkey: the one being registered is not yet an
      // authenticated factor of it.
      requireMultiFactorSession(store, current.session, now);
      if (store.webauthnRegistrations.findByCredentialId(verified.credentialId)) {
        throw new DomainError(
          'invalid',
          'duplicate_webauthn_registration',
          'This WebAuthn credential is already registered. The passkey may have been registered on another device and ' +
            'synced to this one.',
        );
      }
      const registration = store.webauthnRegistrations.create({
        webauthn_registration_id: newId('webauthn-registration'),
        user_id: current.session.user_id,
        credential_id: verified.credentialId,
        public_key: verified.publicKey,
        counter: verified.counter,
        transports: verified.transports,
        aaguid: verified.aaguid,
        domain: challenge.domain,
        user_agent: challenge.user_agent,
        authenticator_type: authenticatorType,
        name: defaultRegistrationName(verified.aaguid, challenge.user_agent, authenticatorType),
        created_at: now,
      });
      return {
        userId: current.session.user_id,
        factor: webauthnFactor(registration, now),
        result: { registrationId: registration.webauthn_registration_id },
      };
    };
  });
}

/**
 * Verifies an assertion and logs in with a webauthn factor (or adds it to the caller's session of
 * that user). The credential names its user: a refused assertion is a failed login of that user
 * and counts toward their lock, as every method's failures do at Stytch (domain/lockout.ts); a
 * locked user is refused before the assertion is looked at.
 */
export function authenticateWebauthn(
  ctx: EmulatorContext,
  input: { credential: ParsedCredential; session: SessionRequest },
): Promise<LoggedIn<{ registrationId: string }>> {
  const { store } = ctx;
  const { credential } = input;
  return authenticateAndGrantSession(ctx, input.session, async (now) => {
    const registration = store.webauthnRegistrations.findByCredentialId(credential.json.id);
    if (!registration) throw registrationNotFound();
    const origin = expectedOrigin(ctx.settings, credential);
    const owner = registration.user_id;
    requireUnlocked(store, owner, now);
    const refuse = (error: DomainError): DomainError => countRefusal(ctx, owner, now, error);
    const challenge = store.webauthnChallenges.claim(credential.challenge, 'authentication', now);
    if (!challenge || (challenge.user_id !== null && challenge.user_id !== owner)) {
      throw refuse(
        new DomainError(
          'unauthorized',
          'unable_to_auth_webauthn_registration',
          'WebAuthn registration could not be authenticated: the challenge is unknown, was already used, was issued to ' +
            'another user or expired (after 5 minutes). Call webauthn/authenticate/start again.',
        ),
      );
    }
    let counter: number;
    try {
      counter = await verifyAssertion(credential, challenge, registration, origin);
    } catch (error) {
      throw error instanceof DomainError ? refuse(error) : error;
    }
    return () => {
      if (!store.webauthnRegistrations.get(registration.webauthn_registration_id)) throw registrationNotFound();
      store.webauthnRegistrations.recordUse(registration.webauthn_registration_id, counter, now);
      return {
        userId: registration.user_id,
        factor: webauthnFactor(registration, now),
        result: { registrationId: registration.webauthn_registration_id },
      };
    };
  });
}
