/**
 * The WHATWG "valid e-mail address" grammar (what `<input type="email">` accepts), tightened to
 * require a dot in the domain, since a login address on a bare host is almost always a typo.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function normalizeEmail(input: string): string {
  return input.trim();
}

export function isValidEmail(input: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(input));
}

/** `null` when the email may be sent; otherwise the local error code (spec §5). */
export function checkEmail(input: string): 'email_required' | 'invalid_email_format' | null {
  const email = normalizeEmail(input);
  if (email === '') return 'email_required';
  return isValidEmail(email) ? null : 'invalid_email_format';
}
