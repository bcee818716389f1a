import { integer, integerOrNull, json, text, textOrNull, type Row, type Sqlite } from './sqlite';

/** A social login account (provider + subject) linked to a user: an entry of the User's `providers`. */
export interface OAuthRegistrationRecord {
  /** `oauth-user-test-…`, Stytch's `oauth_user_registration_id`. */
  registration_id: string;
  user_id: string;
  /** The provider's path name, e.g. `google`. */
  provider: string;
  provider_subject: string;
  /** The (lowercased) email address the tester signed in with at the stand-in provider. */
  email: string;
  profile_picture_url: string;
  locale: string;
  created_at: number;
}

/**
 * `login`: the token an OAuth redirect carries back to the app, exchanged once by
 * `POST /oauth/authenticate`. `attach`: an `oauth_attach_token`, which a start URL uses once to
 * link a provider to a logged-in user.
 */
export type OAuthTokenKind = 'login' | 'attach';

export interface OAuthTokenRecord {
  /** SHA-256 of the token; the token itself is only in the redirect URL or the attach response. */
  token_hash: string;
  kind: OAuthTokenKind;
  provider: string;
  user_id: string;
  /** `login` only: the registration signed in with, and the email it verifies. */
  registration_id: string | null;
  email_id: string | null;
  /** `login` only: the scopes the stand-in provider granted. */
  scopes: string[];
  /** The PKCE S256 challenge of the start URL, if any. */
  code_challenge: string | null;
  /**
   * One Tap with PKCE required: SHA-256 of the starting browser's `portico_one_tap_browser`
   * cookie, which `oauth/authenticate` must come with (One Tap has no code_challenge).
   */
  browser_binding: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const toRegistration = (row: Row): OAuthRegistrationRecord => ({
  registration_id: text(row, 'registration_id'),
  user_id: text(row, 'user_id'),
  provider: text(row, 'provider'),
  provider_subject: text(row, 'provider_subject'),
  email: text(row, 'email'),
  profile_picture_url: text(row, 'profile_picture_url'),
  locale: text(row, 'locale'),
  created_at: integer(row, 'created_at'),
});

const toToken = (row: Row): OAuthTokenRecord => ({
  token_hash: text(row, 'token_hash'),
  kind: text(row, 'kind') as OAuthTokenKind,
  provider: text(row, 'provider'),
  user_id: text(row, 'user_id'),
  registration_id: textOrNull(row, 'registration_id'),
  email_id: textOrNull(row, 'email_id'),
  scopes: json(row, 'scopes'),
  code_challenge: textOrNull(row, 'code_challenge'),
  browser_binding: textOrNull(row, 'browser_binding'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  used_at: integerOrNull(row, 'used_at'),
});

export class OAuthRegistrationsRepository {
  constructor(private readonly db: Sqlite) {}

  create(registration: OAuthRegistrationRecord): OAuthRegistrationRecord {
    this.db.run(
      `INSERT INTO oauth_registrations (registration_id, user_id, provider, provider_subject, email, profile_picture_url,
         locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        registration.registration_id,
        registration.user_id,
        registration.provider,
        registration.provider_subject,
        registration.email,
        registration.profile_picture_url,
        registration.locale,
        registration.created_at,
      ],
    );
    return registration;
  }

  get(registrationId: string): OAuthRegistrationRecord | undefined {
    const row = this.db.get('SELECT * FROM oauth_registrations WHERE registration_id = ?', [registrationId]);
    return row && toRegistration(row);
  }

  findBySubject(provider: string, subject: string): OAuthRegistrationRecord | undefined {
    const row = this.db.get('SELECT * FROM oauth_registrations WHERE provider = ? AND provider_subject = ?', [provider, subject]);
    return row && toRegistration(row);
  }

  /** Oldest first. */
  listForUser(userId: string): OAuthRegistrationRecord[] {
    return this.db
      .all('SELECT * FROM oauth_registrations WHERE user_id = ? ORDER BY created_at, rowid', [userId])
      .map(toRegistration);
  }

  /** Moves a registration to another user (attaching a provider account that signed in someone else). */
  moveToUser(registrationId: string, userId: string): void {
    this.db.run('UPDATE oauth_registrations SET user_id = ? WHERE registration_id = ?', [userId, registrationId]);
  }
}

/** OAuth redirect tokens and attach tokens. Each works once, until it expires. */
export class OAuthTokensRepository {
  constructor(private readonly db: Sqlite) {}

  issue(input: Omit<OAuthTokenRecord, 'used_at' | 'browser_binding'> & { browser_binding?: string | null }): OAuthTokenRecord {
    const token = { ...input, browser_binding: input.browser_binding ?? null };
    this.db.run(
      `INSERT INTO oauth_tokens (token_hash, kind, provider, user_id, registration_id, email_id, scopes, code_challenge,
         browser_binding, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        token.token_hash,
        token.kind,
        token.provider,
        token.user_id,
        token.registration_id,
        token.email_id,
        JSON.stringify(token.scopes),
        token.code_challenge,
        token.browser_binding,
        token.created_at,
        token.expires_at,
      ],
    );
    return { ...token, used_at: null };
  }

  findByHash(tokenHash: string): OAuthTokenRecord | undefined {
    const row = this.db.get('SELECT * FROM oauth_tokens WHERE token_hash = ?', [tokenHash]);
    return row && toToken(row);
  }

  markUsed(tokenHash: string, at: number): void {
    this.db.run('UPDATE oauth_tokens SET used_at = ? WHERE token_hash = ?', [at, tokenHash]);
  }
}
