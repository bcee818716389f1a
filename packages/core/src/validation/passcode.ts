import { PASSCODE_LENGTH } from '../config/constants';

/** Digits only, at most 6 (spec §5): what a passcode field keeps of any input or paste. */
export function sanitizePasscode(input: string): string {
  return input.replace(/\D/g, '').slice(0, PASSCODE_LENGTH);
}

export function isPasscodeComplete(code: string): boolean {
  return code.length === PASSCODE_LENGTH && /^\d+$/.test(code);
}
