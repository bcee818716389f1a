/**
 * Password strength, computed for real: zxcvbn (zxcvbn-ts with the common and English
 * dictionaries), LUDS (length, upper, digit, symbol), and a breached-password check against
 * zxcvbn-ts's list of commonly leaked passwords, their case, leet and suffix variants, and the
 * project's `breached_passwords`.
 */
import type { TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordPolicy, ProjectSettings } from '../settings';

/** zxcvbn scores 0–4; Stytch accepts 3 and 4. */
export const ZXCVBN_MIN_SCORE = 3;

/**
 * zxcvbn-ts's feedback keys in Stytch's wording. Stytch's server runs a Go port of Dropbox's
 * zxcvbn (stytchauth/zxcvbn), and the SDK's prebuilt UI translates exactly those strings
 * (vanilla-js 6.3 `PasswordError`), so the emulator answers with them. Keys Dropbox's zxcvbn
 * has no text for keep zxcvbn-ts's English.
 */
const STYTCH_FEEDBACK: { warnings: Partial<TranslationKeys['warnings']>; suggestions: Partial<TranslationKeys['suggestions']> } = {
  warnings: {
    straightRow: 'Straight rows of keys are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeats like "aaa" are easy to guess.',
    extendedRepeat: 'Repeats like "abcabcabc" are only slightly harder to guess than "abc".',
    sequences: 'Sequences like "abc" or "6543" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are often easy to guess.',
    topTen: 'This is a top-10 common password.',
    topHundred: 'This is a top-100 common password.',
    common: 'This is a very common password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'A word by itself is easy to guess.',
    namesByThemselves: 'Names and surnames by themselves are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
  },
  suggestions: {
    l33t: "Predictable substitutions like '@' instead of 'a' don't help very much.",
    reverseWords: "Reversed words aren't much harder to guess.",
    allUppercase: 'All-uppercase is almost as easy to guess as all-lowercase.',
    capitalization: "Capitalization doesn't help very much.",
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use a longer keyboard pattern with more turns.',
    anotherWord: 'Add another word or two. Uncommon words are better.',
    useWords: 'Use a few words, avoid common phrases.',
    noNeed: 'No need for symbols, digits, or uppercase letters.',
  },
};

interface Zxcvbn {
  factory: ZxcvbnFactory;
  breached: Set<string>;
}

/**
 * zxcvbn and its dictionaries, imported and ranked on first use: they are most of the emulator's
 * start-up time, and many runs never check a password.
 */
let zxcvbn: Promise<Zxcvbn> | undefined;

function loadZxcvbn(): Promise<Zxcvbn> {
  zxcvbn ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const translations = english.translations;
    const factory = new ZxcvbnFactory({
      translations: {
        ...translations,
        warnings: { ...translations.warnings, ...STYTCH_FEEDBACK.warnings },
        suggestions: { ...translations.suggestions, ...STYTCH_FEEDBACK.suggestions },
      },
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
    return { factory, breached: new Set(common.dictionary['passwords-common']) };
  })();
  zxcvbn.catch(() => (zxcvbn = undefined));
  return zxcvbn;
}

/** Common leet substitutions, undone to find the listed password under them (`P@ssw0rd` → `password`). */
const LEET: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '!': 'i',
  '|': 'i',
};
/** `1` stands for both `i` and `l`. */
const unleet = (text: string, one: 'i' | 'l') => [...text].map((char) => (char === '1' ? one : (LEET[char] ?? char))).join('');
/** A trailing run of up to five digits and symbols (`1`, `!`, `1!`, `123!`, `2024!`, `@123`), stripped to find the word before. */
const DECORATION = /^(.*[a-z])[^a-z]{1,5}$/;
/** Shorter stems are left alone: too many strong passwords end in a short word and digits. */
const MIN_STEM = 4;

/**
 * The forms of a password to look up in the (lowercase) list: the password lowercased, without a
 * trailing run of digits and symbols, and each of those with leet undone. Breached-password
 * corpora that keep case and symbols (Have I Been Pwned, which Stytch checks) are dominated by
 * exactly these variants of common passwords: `Password1!`, `P@ssw0rd`, `Welcome1!`.
 */
function lookupForms(password: string): string[] {
  const lower = password.toLowerCase();
  const stem = DECORATION.exec(lower)?.[1];
  const bases = stem !== undefined && stem.length >= MIN_STEM ? [lower, stem] : [lower];
  return [...new Set(bases.flatMap((base) => [base, unleet(base, 'i'), unleet(base, 'l')]))];
}

/**
 * Whether a password counts as breached: one of `extra` (the project's `breached_passwords`,
 * exactly as written), or, once lowercased, without a trailing run of digits and symbols, or with
 * leet undone, on zxcvbn-ts's list of commonly leaked passwords. zxcvbn-ts's list comes from real
 * breaches but is lowercased, so the exact case-sensitive lookup used before never matched a
 * password meeting LUDS rules (`P@ssw0rd`, `Password1!`, `Passw0rd!`, `Welcome1!`).
 */
function breachedIn(list: ReadonlySet<string>, password: string, extra: readonly string[]): boolean {
  return extra.includes(password) || lookupForms(password).some((form) => list.has(form));
}

/** Whether the password counts as breached (see {@link breachedIn}), with the project's extra passwords. */
/**
 * Loads zxcvbn and its dictionaries now, in the background (the Node server calls it once it
 * listens): the first password check otherwise pays for it, about a second, and on a busy machine
 * several, longer than a widget waits for an answer.
 */
export function warmUpPasswordChecks(): void {
  loadZxcvbn().catch(() => {
    // Reported by the first check that needs it.
    zxcvbn = undefined;
  });
}

export async function isBreachedPassword(password: string, settings: Pick<ProjectSettings, 'breached_passwords'>): Promise<boolean> {
  return breachedIn((await loadZxcvbn()).breached, password, settings.breached_passwords);
}

export interface LudsRequirements {
  has_digit: boolean;
  has_lower_case: boolean;
  has_symbol: boolean;
  has_upper_case: boolean;
  missing_characters: number;
  missing_complexity: number;
}

/** Symbols are anything but ASCII letters and digits; length counts Unicode characters. */
export function ludsRequirements(password: string, settings: Pick<ProjectSettings, 'luds_min_length' | 'luds_complexity'>) {
  const classes = {
    has_digit: /[0-9]/.test(password),
    has_lower_case: /[a-z]/.test(password),
    has_symbol: /[^A-Za-z0-9]/.test(password),
    has_upper_case: /[A-Z]/.test(password),
  };
  const present = Object.values(classes).filter(Boolean).length;
  return {
    ...classes,
    missing_characters: Math.max(0, settings.luds_min_length - [...password].length),
    missing_complexity: Math.max(0, settings.luds_complexity - present),
  } satisfies LudsRequirements;
}

/** Words from the email address, so that passwords made of it score low. */
function userInputs(email: string | undefined): string[] {
  if (!email) return [];
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const parts = [email.toLowerCase(), local, domain, ...local.split(/[._+-]+/), ...domain.split('.').slice(0, -1)];
  return [...new Set(parts.filter((part) => part.length > 0))];
}

/** The `/passwords/strength_check` answer (protocol §2.4). */
export interface StrengthResult {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: PasswordPolicy;
  feedback: { suggestions: string[]; warning: string; luds_requirements: LudsRequirements };
}

/**
 * Checks a password under the project's policy. `zxcvbn`: valid with a score of 3 or more and not
 * breached. `luds`: valid when no characters or character classes are missing and not breached.
 * `none`: valid unless empty, breached or not. The zxcvbn score, the LUDS counts and
 * `breached_password` are reported under every policy; warning and suggestions only under `zxcvbn`.
 */
export async function checkPasswordStrength(
  password: string,
  email: string | undefined,
  settings: ProjectSettings,
): Promise<StrengthResult> {
  const policy = settings.password_policy;
  const { factory, breached } = await loadZxcvbn();
  const result = factory.check(password, userInputs(email));
  const luds = ludsRequirements(password, settings);
  const breachedPassword = breachedIn(breached, password, settings.breached_passwords);
  const valid =
    policy === 'zxcvbn'
      ? result.score >= ZXCVBN_MIN_SCORE && !breachedPassword
      : policy === 'luds'
        ? luds.missing_characters === 0 && luds.missing_complexity === 0 && !breachedPassword
        : password.length > 0;
  return {
    valid_password: valid,
    score: result.score,
    breached_password: breachedPassword,
    breach_detection_on_create: policy !== 'none',
    strength_policy: policy,
    feedback: {
      suggestions: policy === 'zxcvbn' ? result.feedback.suggestions : [],
      warning: policy === 'zxcvbn' ? (result.feedback.warning ?? '') : '',
      luds_requirements: luds,
    },
  };
}
