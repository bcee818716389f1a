import type { Sqlite } from './sqlite';

/** The `token_id`s of trusted auth tokens already exchanged, per profile, so a token works once. */
export class TrustedTokenUsesRepository {
  constructor(private readonly db: Sqlite) {}

  /** Records a use; returns false if the profile already saw this token id. */
  record(profileId: string, tokenId: string, at: number): boolean {
    return (
      this.db.run('INSERT OR IGNORE INTO trusted_auth_token_uses (profile_id, token_id, used_at) VALUES (?, ?, ?)', [
        profileId,
        tokenId,
        at,
      ]) > 0
    );
  }
}
