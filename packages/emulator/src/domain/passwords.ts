/** Password rules shared by the password routes and the control API. */
import { DomainError } from './errors';
import type { ProjectSettings } from '../settings';
import type { AuthenticationFactor } from '../store';
import { checkPasswordStrength, ZXCVBN_MIN_SCORE, type StrengthResult } from './password-strength';
import { newFactor } from './views';

/** The session factor of a password login (protocol §2.0: delivery method `knowledge`). */
export function passwordFactor(now: number): AuthenticationFactor {
  return newFactor('password', 'knowledge', now);
}

export const unauthorizedCredentials = (): DomainError =>
  new DomainError('unauthorized', 'unauthorized_credentials', 'Unauthorized credentials. The email address or password is incorrect.');

export const noUserPassword = (): DomainError =>
  new DomainError(
    'invalid',
    'no_user_password',
    "This user doesn't have a password: they have only logged in without one. A password reset email " +
      '(passwords/email/reset/start) lets them set one.',
  );

export const resetPasswordRequired = (): DomainError =>
  new DomainError(
    'invalid',
    'reset_password',
    'Password must be reset. It was flagged for a reset (for example, because the email address was verified by a ' +
      'passwordless login after the password was set); a password reset email lets the user choose a new one.',
  );

/**
 * A login whose password is now known as breached: Stytch answers `reset_password` here (its API
 * reference for passwords/authenticate: the credentials appeared in a breach corpus, so the user
 * must reset), not `breached_password`, which it keeps for a new password (create, reset, the
 * strength check). The widget's spec path for `reset_password` is the reset email, then
 * PasswordDedupe.
 */
export const breachedPasswordOnLogin = (): DomainError =>
  new DomainError(
    'invalid',
    'reset_password',
    'Password must be reset. The password appears in a list of breached passwords, so the user must choose a new one; ' +
      'a password reset email lets them.',
  );

/** Why a new password is refused under the project's policy, for `weak_password`. */
function weaknessReason(result: StrengthResult, settings: ProjectSettings): string {
  if (result.strength_policy === 'none') return 'it must not be empty';
  if (result.strength_policy === 'luds') {
    const { missing_characters: characters, missing_complexity: classes } = result.feedback.luds_requirements;
    const problems = [
      characters > 0 ? `it needs at least ${settings.luds_min_length} characters (${characters} more)` : null,
      classes > 0
        ? `it needs ${settings.luds_complexity} of: lowercase letter, uppercase letter, digit, symbol (${classes} more)`
        : null,
    ];
    return problems.filter((problem) => problem !== null).join(' and ');
  }
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter((hint) => hint !== '').join(' ');
  return `its zxcvbn score is ${result.score} and ${ZXCVBN_MIN_SCORE} is needed${hints ? `. ${hints}` : ''}`;
}

/**
 * Refuses a new password that the project's policy does not accept: `breached_password` when it
 * is on the breached list (zxcvbn and LUDS policies), otherwise `weak_password`.
 */
export async function assertAcceptablePassword(
  password: string,
  email: string | undefined,
  settings: ProjectSettings,
): Promise<void> {
  const result = await checkPasswordStrength(password, email, settings);
  if (result.valid_password) return;
  if (result.breached_password) {
    throw new DomainError('invalid', 'breached_password', 'Password appears in a list of breached passwords. Choose another password.');
  }
  throw new DomainError(
    'invalid',
    'weak_password',
    `Password doesn't meet the strength requirements of this project's ${result.strength_policy} policy: ` +
      `${weaknessReason(result, settings)}.`,
  );
}
