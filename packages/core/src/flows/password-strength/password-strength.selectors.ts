import type { SnapshotFrom } from 'xstate';
import type { AuthError, PasswordStrengthResult } from '../../client';
import type { passwordStrengthMachine } from './password-strength.machine';

export interface PasswordStrengthView {
  status: 'empty' | 'checking' | 'checked' | 'failed';
  /** The server said this exact password is acceptable (spec: Continue stays disabled until then). */
  isValid: boolean;
  policy: PasswordStrengthResult['strengthPolicy'] | null;
  /** zxcvbn score 0–4, when the policy is zxcvbn. */
  score: number | null;
  warning: string;
  suggestions: string[];
  breached: boolean;
  /** LUDS: characters still missing, and character classes still missing. */
  missingCharacters: number | null;
  missingComplexity: number | null;
  error: AuthError | null;
}

/**
 * The server accepted this exact password (spec §5: Continue waits for it), under any policy:
 * `zxcvbn`, `luds`, or `none` (where the server still answers `valid_password`).
 */
export function isPasswordAccepted(result: PasswordStrengthResult | null): boolean {
  return result?.validPassword === true;
}

export function selectPasswordStrengthView(snapshot: SnapshotFrom<typeof passwordStrengthMachine>): PasswordStrengthView {
  const { result, error } = snapshot.context;
  const status = snapshot.matches('empty')
    ? 'empty'
    : snapshot.matches('checked')
      ? 'checked'
      : snapshot.matches('failed')
        ? 'failed'
        : 'checking';
  const luds = result?.feedback.ludsRequirements;
  return {
    status,
    isValid: isPasswordAccepted(result),
    policy: result?.strengthPolicy ?? null,
    score: result?.strengthPolicy === 'zxcvbn' ? result.score : null,
    warning: result?.feedback.warning ?? '',
    suggestions: [...new Set(result?.feedback.suggestions ?? [])],
    breached: result?.breachedPassword ?? false,
    missingCharacters: luds ? luds.missingCharacters : null,
    missingComplexity: luds ? luds.missingComplexity : null,
    error,
  };
}
