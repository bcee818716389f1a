/**
 * Digits as the code was sent (ASCII), from those a user's keyboard or clipboard may give:
 * Arabic-Indic (٠–٩), Extended Arabic-Indic as in Persian and Urdu (۰–۹), and full-width
 * (０–９, Japanese and Chinese input methods). Everything else is left as it is.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/** One digit in any of the forms `toAsciiDigits` reads. */
export const ANY_DIGITS = '^[0-9\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]+$';
