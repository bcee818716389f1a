import { integer, integerOrNull, json, text, textOrNull, type Row, type Sqlite } from './sqlite';

/** A passkey or other WebAuthn credential registered to a user. */
export interface WebAuthnRegistrationRecord {
  webauthn_registration_id: string;
  user_id: string;
  /** The credential id, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  transports: string[];
  aaguid: string;
  /** The relying party id (the `domain` of the registration). */
  domain: string;
  user_agent: string;
  /** `platform`, `cross-platform` or empty when unknown. */
  authenticator_type: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export type WebAuthnChallengeKind = 'registration' | 'authentication';

/** A challenge handed out by a `start` call: single use, short-lived. */
export interface WebAuthnChallengeRecord {
  /** The challenge itself, base64url. */
  challenge: string;
  kind: WebAuthnChallengeKind;
  /** The user registering, or the logged-in user of a secondary authentication; null for a primary one. */
  user_id: string | null;
  /** The relying party id the options named. */
  domain: string;
  user_verification: string;
  /** Registration only: the requested `authenticator_type` (or empty). */
  authenticator_type: string;
  user_agent: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const toRegistration = (row: Row): WebAuthnRegistrationRecord => ({
  webauthn_registration_id: text(row, 'webauthn_registration_id'),
  user_id: text(row, 'user_id'),
  credential_id: text(row, 'credential_id'),
  public_key: text(row, 'public_key'),
  counter: integer(row, 'counter'),
  transports: json(row, 'transports'),
  aaguid: text(row, 'aaguid'),
  domain: text(row, 'domain'),
  user_agent: text(row, 'user_agent'),
  authenticator_type: text(row, 'authenticator_type'),
  name: text(row, 'name'),
  created_at: integer(row, 'created_at'),
  last_used_at: integerOrNull(row, 'last_used_at'),
});

const toChallenge = (row: Row): WebAuthnChallengeRecord => ({
  challenge: text(row, 'challenge'),
  kind: text(row, 'kind') as WebAuthnChallengeKind,
  user_id: textOrNull(row, 'user_id'),
  domain: text(row, 'domain'),
  user_verification: text(row, 'user_verification'),
  authenticator_type: text(row, 'authenticator_type'),
  user_agent: text(row, 'user_agent'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  used_at: integerOrNull(row, 'used_at'),
});

export class WebAuthnRegistrationsRepository {
  constructor(private readonly db: Sqlite) {}

  create(registration: Omit<WebAuthnRegistrationRecord, 'last_used_at'>): WebAuthnRegistrationRecord {
    this.db.run(
      `INSERT INTO webauthn_registrations (webauthn_registration_id, user_id, credential_id, public_key, counter,
         transports, aaguid, domain, user_agent, authenticator_type, name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        registration.webauthn_registration_id,
        registration.user_id,
        registration.credential_id,
        registration.public_key,
        registration.counter,
        JSON.stringify(registration.transports),
        registration.aaguid,
        registration.domain,
        registration.user_agent,
        registration.authenticator_type,
        registration.name,
        registration.created_at,
      ],
    );
    return { ...registration, last_used_at: null };
  }

  get(registrationId: string): WebAuthnRegistrationRecord | undefined {
    const row = this.db.get('SELECT * FROM webauthn_registrations WHERE webauthn_registration_id = ?', [registrationId]);
    return row && toRegistration(row);
  }

  findByCredentialId(credentialId: string): WebAuthnRegistrationRecord | undefined {
    const row = this.db.get('SELECT * FROM webauthn_registrations WHERE credential_id = ?', [credentialId]);
    return row && toRegistration(row);
  }

  /** Oldest first. */
  listForUser(userId: string): WebAuthnRegistrationRecord[] {
    return this.db
      .all('SELECT * FROM webauthn_registrations WHERE user_id = ? ORDER BY created_at, rowid', [userId])
      .map(toRegistration);
  }

  recordUse(registrationId: string, counter: number, at: number): void {
    this.db.run('UPDATE webauthn_registrations SET counter = ?, last_used_at = ? WHERE webauthn_registration_id = ?', [
      counter,
      at,
      registrationId,
    ]);
  }

  rename(registrationId: string, name: string): void {
    this.db.run('UPDATE webauthn_registrations SET name = ? WHERE webauthn_registration_id = ?', [name, registrationId]);
  }

  delete(registrationId: string): boolean {
    return this.db.run('DELETE FROM webauthn_registrations WHERE webauthn_registration_id = ?', [registrationId]) > 0;
  }
}

export class WebAuthnChallengesRepository {
  constructor(private readonly db: Sqlite) {}

  issue(challenge: Omit<WebAuthnChallengeRecord, 'used_at'>): WebAuthnChallengeRecord {
    this.db.run(
      `INSERT INTO webauthn_challenges (challenge, kind, user_id, domain, user_verification, authenticator_type,
         user_agent, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        challenge.challenge,
        challenge.kind,
        challenge.user_id,
        challenge.domain,
        challenge.user_verification,
        challenge.authenticator_type,
        challenge.user_agent,
        challenge.created_at,
        challenge.expires_at,
      ],
    );
    return { ...challenge, used_at: null };
  }

  /**
   * Claims an unused, unexpired challenge of the given kind: marks it used and returns it, or
   * returns undefined. A challenge can be claimed once, whatever the verification's outcome.
   */
  claim(challenge: string, kind: WebAuthnChallengeKind, now: number): WebAuthnChallengeRecord | undefined {
    const row = this.db.get('SELECT * FROM webauthn_challenges WHERE challenge = ? AND kind = ?', [challenge, kind]);
    if (!row) return undefined;
    const record = toChallenge(row);
    if (record.used_at !== null || record.expires_at <= now) return undefined;
    this.db.run('UPDATE webauthn_challenges SET used_at = ? WHERE challenge = ?', [now, challenge]);
    return { ...record, used_at: now };
  }
}
