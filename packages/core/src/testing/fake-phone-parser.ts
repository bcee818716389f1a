import type { PhoneNumberParser } from '../validation/phone';

/**
 * A tiny deterministic phone parser for tests and stories: US and GB only, 10-digit national
 * numbers are valid. The real one (libphonenumber-js) is exercised by the validation tests.
 */
export function createFakePhoneParser(): PhoneNumberParser {
  const countries = [
    { regionCode: 'US', callingCode: '1' },
    { regionCode: 'GB', callingCode: '44' },
  ];
  const format = (digits: string) =>
    digits.length > 6
      ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`
      : digits.length > 3
        ? `(${digits.slice(0, 3)}) ${digits.slice(3)}`
        : digits;
  return {
    parse({ phoneNumber, regionCode = 'US' }) {
      const digits = phoneNumber.replace(/\D/g, '');
      const callingCode = countries.find((c) => c.regionCode === regionCode)?.callingCode ?? '1';
      return { isValid: digits.length === 10, number: `+${callingCode}${digits}`, national: format(digits) };
    },
    formatAsYouType: (text) => format(text.replace(/\D/g, '')),
    countries: () => countries,
  };
}
