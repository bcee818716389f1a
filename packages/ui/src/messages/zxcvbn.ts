import type { MessageKey } from './en';

/**
 * zxcvbn's feedback arrives as English sentences. These tables turn the known ones into catalog
 * keys so they can be translated (spec §5): Stytch's server (github.com/stytchauth/zxcvbn) and
 * the emulator (zxcvbn-ts, English) word them differently, so both wordings are listed. An
 * unknown sentence is shown as the server sent it.
 */
const WARNINGS: Record<string, MessageKey> = {
  // Stytch's zxcvbn
  'Short keyboard patterns are easy to guess.': 'zxcvbn.warning.keyPattern',
  'Straight rows of keys are easy to guess.': 'zxcvbn.warning.straightRow',
  'Repeats like "aaa" are easy to guess.': 'zxcvbn.warning.simpleRepeat',
  'Repeats like "abcabcabc" are only slightly harder to guess than "abc".': 'zxcvbn.warning.extendedRepeat',
  'Sequences like "abc" or "6543" are easy to guess.': 'zxcvbn.warning.sequences',
  'Recent years are easy to guess.': 'zxcvbn.warning.recentYears',
  'Dates are often easy to guess.': 'zxcvbn.warning.dates',
  'This is a top-10 common password.': 'zxcvbn.warning.topTen',
  'This is a top-100 common password.': 'zxcvbn.warning.topHundred',
  'This is a very common password.': 'zxcvbn.warning.common',
  'This is similar to a commonly used password.': 'zxcvbn.warning.similarToCommon',
  'A word by itself is easy to guess.': 'zxcvbn.warning.wordByItself',
  'Names and surnames by themselves are easy to guess.': 'zxcvbn.warning.namesByThemselves',
  'Common names and surnames are easy to guess.': 'zxcvbn.warning.commonNames',
  // zxcvbn-ts (English)
  'Straight rows of keys on your keyboard are easy to guess.': 'zxcvbn.warning.straightRow',
  'Repeated characters like "aaa" are easy to guess.': 'zxcvbn.warning.simpleRepeat',
  'Repeated character patterns like "abcabcabc" are easy to guess.': 'zxcvbn.warning.extendedRepeat',
  'Common character sequences like "abc" are easy to guess.': 'zxcvbn.warning.sequences',
  'Dates are easy to guess.': 'zxcvbn.warning.dates',
  'This is a heavily used password.': 'zxcvbn.warning.topTen',
  'This is a frequently used password.': 'zxcvbn.warning.topHundred',
  'This is a commonly used password.': 'zxcvbn.warning.common',
  'Single words are easy to guess.': 'zxcvbn.warning.wordByItself',
  'Single names or surnames are easy to guess.': 'zxcvbn.warning.namesByThemselves',
  'There should not be any personal or page related data.': 'zxcvbn.warning.userInputs',
  'Your password was exposed by a data breach on the Internet.': 'zxcvbn.warning.pwned',
};

const SUGGESTIONS: Record<string, MessageKey> = {
  // Stytch's zxcvbn
  'Use a few words, avoid common phrases.': 'zxcvbn.suggestion.useWords',
  'No need for symbols, digits, or uppercase letters.': 'zxcvbn.suggestion.noNeed',
  'Add another word or two. Uncommon words are better.': 'zxcvbn.suggestion.anotherWord',
  'Use a longer keyboard pattern with more turns.': 'zxcvbn.suggestion.longerKeyboardPattern',
  'Avoid repeated words and characters.': 'zxcvbn.suggestion.repeated',
  'Avoid sequences.': 'zxcvbn.suggestion.sequences',
  'Avoid recent years.': 'zxcvbn.suggestion.recentYears',
  'Avoid years that are associated with you.': 'zxcvbn.suggestion.associatedYears',
  'Avoid dates and years that are associated with you.': 'zxcvbn.suggestion.dates',
  "Capitalization doesn't help very much.": 'zxcvbn.suggestion.capitalization',
  'All-uppercase is almost as easy to guess as all-lowercase.': 'zxcvbn.suggestion.allUppercase',
  "Reversed words aren't much harder to guess.": 'zxcvbn.suggestion.reverseWords',
  "Predictable substitutions like '@' instead of 'a' don't help very much.": 'zxcvbn.suggestion.l33t',
  // zxcvbn-ts (English)
  "Avoid predictable letter substitutions like '@' for 'a'.": 'zxcvbn.suggestion.l33t',
  'Avoid reversed spellings of common words.': 'zxcvbn.suggestion.reverseWords',
  'Capitalize some, but not all letters.': 'zxcvbn.suggestion.allUppercase',
  'Capitalize more than the first letter.': 'zxcvbn.suggestion.capitalization',
  'Avoid common character sequences.': 'zxcvbn.suggestion.sequences',
  'Use longer keyboard patterns and change typing direction multiple times.': 'zxcvbn.suggestion.longerKeyboardPattern',
  'Add more words that are less common.': 'zxcvbn.suggestion.anotherWord',
  'Use multiple words, but avoid common phrases.': 'zxcvbn.suggestion.useWords',
  'You can create strong passwords without using symbols, numbers, or uppercase letters.': 'zxcvbn.suggestion.noNeed',
  'If you use this password elsewhere, you should change it.': 'zxcvbn.suggestion.pwned',
};

export function zxcvbnWarningKey(warning: string): MessageKey | undefined {
  return WARNINGS[warning.trim()];
}

export function zxcvbnSuggestionKey(suggestion: string): MessageKey | undefined {
  return SUGGESTIONS[suggestion.trim()];
}
