import { loadErrorReadings } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enIdentityProvider } from './en-identity-provider';
import { enConfigErrors } from './en-config-errors';
import { enCrypto } from './en-crypto';
import { enScreens } from './en-screens';
import { enMfa } from './en-mfa';
import { enPasskeys } from './en-passkeys';
import { enUrlLogin } from './en-url-login';
import { enPasswordStrength } from './en-password-strength';
import { enSecondFactors } from './en-second-factors';
import { enRareErrors } from './en-rare-errors';
import { type MessageKey, type Messages } from './en';
import { wordsReader } from './error-words';
import { balancedValue, errorMessage, formatMessage, FSI, messageParts, PDI } from './format';
import { isolated } from '../test/text';
import { createApi } from './messages-provider';
import { SHIPPED_CATALOGS } from './catalog-registry';
import { loadCatalog } from './catalogs';

/** Strings the product spec gives these screens (its words are requirements): the catalog must hold them verbatim. */
const SPEC_STRINGS = [
  'Sign up or log in',
  'Text',
  'WhatsApp',
  'Email',
  'or',
  'Error: Cannot use both EML and Email OTP',
  'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'Enter passcode',
  'Your code expires in {timeRemaining}.',
  'Your code has expired.',
  'Code sent',
  'Invalid email address.',
  'Email format is invalid.',
  'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'Success!',
  'You have successfully logged in.',
  'Looks like there was an error!',
  'Powered by',
  'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'Unauthorized credentials.',
  'Must have an active session to call this method. Have you logged in yet?',
  'Email not found.',
  'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  'Password not found for this user. Please try again.',
  'Password appears in the list of breached passwords and must be reset.',
  'Password must be reset.',
  'OAuth Token could not be found.',
  'Code format is invalid, please try again.',
  'Member password not found.',
  'An error was encountered in the callback of the OAuth flow. Please try again.',
  'Unauthorized action.',
  'Too many failed authentication attempts. Please try again later.',
  'Invalid session token.',
  'Session not found.',
  "The phone number's country code is invalid, unsupported, or disabled.",
  'Invalid passcode, please try again.',
  'A member with the specified phone number already exists for this organization.',
  'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'Check your email',
  'Try again',
  'Log In',
  'Forgot Password?',
  'Finish creating your account by setting a password.',
  'Forgot password?',
  'Resend email',
  'Email resent',
  'Login without a password',
  'Check your email to set a new password',
  'Check your email!',
  'Check your email to set a new password!',
  'Reset your password',
  'Logging in...',
  'Create a password instead',
  'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  'Must be at least {count} characters long',
  'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  // Passkeys (spec §2, §8)
  'Login with a Passkey',
  'Set up a new Passkey',
  'Create a Passkey',
  'Skip',
  'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'Passkey successfully created!',
  'Existing Passkeys',
  'Set up another Passkey',
  'Done',
  'Delete',
  'Cancel',
  'Once deleted, the passkey cannot be restored.',
  'Unknown error occurred during passkey authentication. Please try again.',
  'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  // Identity provider: logout (spec §2)
  'Log out?',
  'Are you sure you want to log out of your {projectName} account?',
  'Yes',
  'No',
  'You have not been logged out. You may close this page.',
  // Identity provider: consent (spec §2)
  'Sign in to {clientName} with {projectName}',
  "You cannot grant {clientName}'s request",
  'You do not have permissions to grant {clientName} access to some of the requested scopes',
  'Access to the application was denied.',
  'No active session detected. Please log in to continue.',
  'Required parameter is missing: {name}. Please reach out to the application developer.',
];

/** English, every section of it (see `MessageKey`). */
/** English's first load and the login screens' words: what a widget's errors are read from. */
const ENGLISH = { ...en, ...enScreens };
const ALL_ENGLISH = { ...en, ...enScreens, ...enConfigErrors, ...enPasswordStrength, ...enIdentityProvider, ...enMfa, ...enSecondFactors, ...enCrypto, ...enPasskeys, ...enUrlLogin };

describe('message catalogs', () => {
  it('English holds every spec string verbatim', () => {
    const values = new Set<string>(Object.values(ALL_ENGLISH));
    expect(SPEC_STRINGS.filter((text) => !values.has(text as never))).toEqual([]);
  });

  // The pseudo-locales hold English's first-load words; they make each section's as it renders (a test below).
  it.each(SHIPPED_CATALOGS.filter((id) => id !== 'en-XA' && id !== 'ar-XB'))('%s translates every key with the same placeholders, and every plural form its language uses', async (locale) => {
    const catalog = (await loadCatalog(locale))!;
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(ALL_ENGLISH)) {
      const translated = catalog[key as MessageKey];
      expect(translated, key).toBeTruthy();
      expect(placeholders(translated), key).toEqual(placeholders(english));
    }
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of Object.keys(ALL_ENGLISH).filter((key) => key.endsWith('.other')).map((key) => key.slice(0, -'.other'.length))) {
      for (const category of categories) {
        const text = (catalog as Record<string, string | undefined>)[`${base}.${category}`];
        expect(text, `${base}.${category}`).toBeTruthy();
        expect(placeholders(text!), `${base}.${category}`).toEqual(placeholders(ALL_ENGLISH[`${base}.other` as keyof typeof ALL_ENGLISH]));
      }
    }
  });

  // WCAG 2.5.3 Label in Name: a button's accessible name (its aria-label) holds its visible words.
  const LABEL_IN_NAME: [visible: MessageKey, label: MessageKey][] = [
    ['passkey.rename', 'passkey.renameLabel'],
    ['passkey.delete', 'passkey.deleteLabel'],
    ['secondFactors.remove', 'secondFactors.removeApp'],
    ['secondFactors.remove', 'secondFactors.removePhone'],
  ];
  it.each(['en', ...SHIPPED_CATALOGS.filter((id) => id !== 'en-XA' && id !== 'ar-XB')])('%s: each button label holds the words the button shows', async (locale) => {
    const catalog = locale === 'en' ? (ALL_ENGLISH as Messages) : (await loadCatalog(locale))!;
    for (const [visible, label] of LABEL_IN_NAME) {
      expect(catalog[label].toLocaleLowerCase(locale), `${label} holds ${visible}`).toContain(catalog[visible].toLocaleLowerCase(locale));
    }
  });

  it('isolates every value placed in a sentence, in either direction: FSI … PDI in the plain string t gives', () => {
    const sentence = { ...en, 'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.' };
    expect(createApi(sentence, 'en').t('otp.sentTo', { destination: 'a@b.co' })).toBe(`A 6-digit passcode was sent to you at ${isolated('a@b.co')}.`);
    expect(createApi(sentence, 'ar').t('otp.sentTo', { destination: 'a@b.co' })).toBe(`A 6-digit passcode was sent to you at ${isolated('a@b.co')}.`);
    expect(createApi(sentence, 'es', 'rtl').t('otp.sentTo', { destination: 'a@b.co' })).toContain(isolated('a@b.co'));
    expect(createApi(sentence).t('otp.sentTo', { destination: 7 })).toContain(isolated(7));
  });

  it("keeps a value's own bidi controls inside its isolate: a stray PDI is dropped, an isolate left open is closed, an override stays", () => {
    const RLO = '\u202e';
    expect(balancedValue(`Evil${PDI}${RLO}ppa`)).toBe(`Evil${RLO}ppa`);
    expect(balancedValue(`${FSI}Evil`)).toBe(`${FSI}Evil${PDI}`);
    expect(balancedValue(`a${FSI}b${PDI}${PDI}c`)).toBe(`a${FSI}b${PDI}c`);
    expect(balancedValue(`${RLO}txt.exe`)).toBe(`${RLO}txt.exe`);
    const title = 'Sign in to {clientName} with {projectName}';
    expect(formatMessage(title, { clientName: `Evil${PDI}${RLO}ppa`, projectName: 'Acme' })).toBe(
      `Sign in to ${isolated(`Evil${RLO}ppa`)} with ${isolated('Acme')}`,
    );
  });

  it('words a quantity by the language\'s plural rules, the number as the language writes it', () => {
    const english = createApi({ ...en, ...enPasswordStrength });
    expect(english.plural('strength.minimumLength', 1)).toBe(`Must be at least ${isolated(1)} character long`);
    expect(english.plural('strength.minimumLength', 12)).toBe(`Must be at least ${isolated(12)} characters long`);
    const arabic = createApi({ ...en, ...enPasswordStrength, 'strength.minimumLength.few': '{count} few' }, 'ar-EG');
    expect(arabic.plural('strength.minimumLength', 3)).toBe(`${isolated('٣')} few`);
    // A category the catalog lacks falls back to `.other`.
    expect(arabic.plural('strength.minimumLength', 11)).toBe(`Must be at least ${isolated('١١')} characters long`);
  });

  it('keeps each section of English words apart from the catalog every first load carries, and from the others', () => {
    const sections = [en, enScreens, enConfigErrors, enPasswordStrength, enIdentityProvider, enMfa, enSecondFactors, enCrypto, enPasskeys, enUrlLogin, enRareErrors].map((section) => Object.keys(section));
    const keys = sections.flat();
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(formatMessage(enScreens['otp.expiresIn'], { timeRemaining: '4:59' })).toBe(`Your code expires in ${isolated('4:59')}.`);
    expect(formatMessage('Hi {name}', {})).toBe('Hi {name}');
    expect(messageParts('{a} and {b}, {c}', { a: 'x', c: 3 })).toEqual([{ name: 'a', value: 'x' }, ' and {b}, ', { name: 'c', value: '3' }]);
  });

  it("uses the catalog for known error types and the server's words otherwise", () => {
    expect(errorMessage(ENGLISH, { type: 'otp_code_not_found', message: 'raw' })).toBe('Invalid passcode, please try again.');
    expect(errorMessage(ENGLISH, { type: 'billing_limit', message: 'Over the limit.' }, 'failed')).toBe('Over the limit.');
    expect(errorMessage(ENGLISH, { type: 'billing_limit' }, 'failed')).toBe('Something went wrong. Please try again.');
    // Before the readings of Stytch's other types have loaded: nothing yet in a widget (its words
    // follow), the server's words in a custom UI.
    expect(errorMessage(ENGLISH, { type: 'billing_limit', message: 'Over the limit.' }, 'loading')).toBe('');
    expect(errorMessage(ENGLISH, { type: 'weak_password', message: 'Weak.' })).toBe('Weak.');
  });

  it("reads Stytch's other consumer types by core's table: calm words for configuration, their own, or another type's", async () => {
    const readings = wordsReader(await loadErrorReadings());
    const words = (type: string, catalog: Parameters<typeof errorMessage>[0] = ENGLISH) => errorMessage(catalog, { type, message: 'server words' }, readings);
    expect(words('no_match_for_provided_magic_link_url')).toBe(enScreens['error.endpoint_not_authorized_for_sdk']);
    expect(words('weak_password')).toBe('This password is too weak. Choose a stronger one.');
    expect(words('magic_link_not_found')).toBe(enScreens['error.unable_to_auth_magic_link']);
    expect(words('captcha_required')).toBe(enRareErrors['error.captcha_failed']);
    expect(words('organization_not_found')).toBe('server words');
    // Another language: its own words, for the rare types too.
    const fr = (await loadCatalog('fr'))!;
    expect(words('weak_password', fr)).toBe(fr['error.weak_password']);
    expect(words('magic_link_not_found', fr)).toBe(fr['error.unable_to_auth_magic_link']);
  });
});
