/** Redirect URLs for emailed links, checked against the project's `redirect_urls`. */
import { DomainError } from './errors';
import { isRedirectUrlAllowed, parseHttpUrl, type ProjectSettings } from '../settings';

type DefaultSetting = 'default_login_redirect_url' | 'default_signup_redirect_url' | 'default_reset_password_redirect_url';

export interface RedirectField {
  /** The request field, e.g. `login_magic_link_url`. */
  name: string;
  /** The error type for a value that is not an absolute http(s) URL. */
  invalidType: string;
  /** The setting used when the request leaves the field out. */
  fallback: DefaultSetting;
  /**
   * The error for a URL outside `redirect_urls` and how its message names the URL; magic links'
   * `no_match_for_provided_magic_link_url` when absent.
   */
  noMatch?: { type: string; subject: string };
}

const MAGIC_LINK_NO_MATCH = { type: 'no_match_for_provided_magic_link_url', subject: 'The magic_link_url in the request' };

export const LOGIN_MAGIC_LINK_URL: RedirectField = {
  name: 'login_magic_link_url',
  invalidType: 'invalid_login_magic_link_url',
  fallback: 'default_login_redirect_url',
};
export const SIGNUP_MAGIC_LINK_URL: RedirectField = {
  name: 'signup_magic_link_url',
  invalidType: 'invalid_signup_magic_link_url',
  fallback: 'default_signup_redirect_url',
};
export const RESET_PASSWORD_REDIRECT_URL: RedirectField = {
  name: 'reset_password_redirect_url',
  invalidType: 'invalid_password_reset_redirect_url',
  fallback: 'default_reset_password_redirect_url',
};
export const LOGIN_REDIRECT_URL: RedirectField = {
  name: 'login_redirect_url',
  invalidType: 'invalid_login_redirect_url',
  fallback: 'default_login_redirect_url',
};

/**
 * The URL a link will point to: the request's value, or the project default when it is absent.
 * Either must be an absolute http(s) URL on `redirect_urls`.
 */
export function resolveRedirectUrl(settings: ProjectSettings, value: unknown, field: RedirectField): URL {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new DomainError('invalid', field.invalidType, `${field.name} must be a string URL (got ${JSON.stringify(value)}).`);
  }
  const given = value !== undefined && value !== null && value !== '';
  const raw = given ? value : settings[field.fallback];
  if (!given && raw === '') {
    throw new DomainError(
      'invalid',
      field.invalidType,
      `No ${field.name} was given and the project has no default (the ${field.fallback} setting is ""): ` +
        `send ${field.name}, or set ${field.fallback} with PUT /emulator/config.`,
    );
  }
  const url = parseHttpUrl(raw);
  if (!url) {
    throw new DomainError('invalid', field.invalidType, `${field.name} must be an absolute http(s) URL (got ${JSON.stringify(raw)}).`);
  }
  if (!isRedirectUrlAllowed(url, settings.redirect_urls)) {
    const which = given ? `${field.name} "${raw}"` : `The default ${field.name} "${raw}" (setting ${field.fallback})`;
    const noMatch = field.noMatch ?? MAGIC_LINK_NO_MATCH;
    throw new DomainError(
      'invalid',
      noMatch.type,
      `${noMatch.subject} did not match any redirect URLs set for this project: ${which} is not on ` +
        `the emulator's redirect_urls (${settings.redirect_urls.join(', ') || 'empty'}). Add it with PUT /emulator/config.`,
    );
  }
  return url;
}

/** `<url>?stytch_token_type=<type>&token=<token>`, keeping any query the URL already has (protocol §5). */
export function linkWithToken(url: URL, tokenType: 'magic_links' | 'reset_password' | 'login' | 'oauth', token: string): string {
  const link = new URL(url);
  link.searchParams.set('stytch_token_type', tokenType);
  link.searchParams.set('token', token);
  return link.toString();
}
