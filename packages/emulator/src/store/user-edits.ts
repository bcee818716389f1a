import type { Sqlite } from './sqlite';

export interface UserProfileChanges {
  first_name: string;
  middle_name: string;
  last_name: string;
  untrusted_metadata: Record<string, unknown>;
}

/** The changes a user makes to their own account (`PUT /users/me`, `DELETE /users/…`). */
export class UserEditsRepository {
  constructor(private readonly db: Sqlite) {}

  updateProfile(userId: string, changes: UserProfileChanges): void {
    this.db.run('UPDATE users SET first_name = ?, middle_name = ?, last_name = ?, untrusted_metadata = ? WHERE user_id = ?', [
      changes.first_name,
      changes.middle_name,
      changes.last_name,
      JSON.stringify(changes.untrusted_metadata),
      userId,
    ]);
  }

  /** Removes an email address with its codes, links and locks; returns whether it existed. */
  deleteEmail(emailId: string): boolean {
    this.deleteMethodState(emailId);
    this.db.run('DELETE FROM email_tokens WHERE email_id = ?', [emailId]);
    return this.db.run('DELETE FROM emails WHERE email_id = ?', [emailId]) > 0;
  }

  /** Removes a phone number with its codes and locks; returns whether it existed. */
  deletePhoneNumber(phoneId: string): boolean {
    this.deleteMethodState(phoneId);
    return this.db.run('DELETE FROM phone_numbers WHERE phone_id = ?', [phoneId]) > 0;
  }

  /** Removes an OAuth registration (a `providers` entry; schema version 4); returns whether it existed. */
  deleteOAuthRegistration(registrationId: string): boolean {
    return this.db.run('DELETE FROM oauth_registrations WHERE registration_id = ?', [registrationId]) > 0;
  }

  private deleteMethodState(methodId: string): void {
    for (const table of ['otp_codes', 'auth_failures', 'lockouts']) {
      this.db.run(`DELETE FROM ${table} WHERE method_id = ?`, [methodId]);
    }
  }
}
