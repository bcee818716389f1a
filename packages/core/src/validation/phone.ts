/**
 * Phone numbers (spec §5). Parsing is a browser capability behind a port so machines stay pure
 * and tests can fake it. The real parser is libphonenumber-js, loaded lazily (only when a phone
 * tab is shown), with its smallest metadata: the server validates again with full rules.
 */

export interface ParsedPhoneNumber {
  isValid: boolean;
  /** E.164, e.g. +14155550100 ('' when nothing could be parsed). */
  number: string;
  /** National format, e.g. (415) 555-0100. */
  national: string;
}

export interface PhoneCountry {
  regionCode: string;
  callingCode: string;
}

export interface PhoneNumberParser {
  parse(request: { phoneNumber: string; regionCode?: string }): ParsedPhoneNumber;
  /** National format of a partial number, as the user types it. */
  formatAsYouType(text: string, regionCode: string): string;
  countries(): PhoneCountry[];
}

/** The phone value a form submits: what was typed, and the country picked. */
export interface PhoneInputValue {
  text: string;
  regionCode: string;
  callingCode: string;
}

export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * When parsing times out or fails, the number is accepted as the country calling code plus the
 * digits typed (spec §5), as Stytch's own UI does. A number typed with a leading + keeps its own
 * calling code.
 */
export function fallbackPhoneNumber(value: PhoneInputValue): ParsedPhoneNumber {
  const digits = phoneDigits(value.text);
  const number = value.text.trim().startsWith('+') ? `+${digits}` : `+${value.callingCode}${digits}`;
  return { isValid: digits.length > 0, number, national: value.text.trim() };
}

let parserPromise: Promise<PhoneNumberParser> | undefined;

/** Loads libphonenumber-js once (a separate chunk) and adapts it to the port. */
export function loadPhoneNumberParser(): Promise<PhoneNumberParser> {
  parserPromise ??= import('libphonenumber-js/min')
    .then((lib): PhoneNumberParser => {
      const countries = lib
        .getCountries()
        .map((regionCode) => ({ regionCode, callingCode: lib.getCountryCallingCode(regionCode) }));
      return {
        parse({ phoneNumber, regionCode }) {
          const parsed = lib.parsePhoneNumberFromString(phoneNumber, regionCode as never);
          if (!parsed) return { isValid: false, number: '', national: phoneNumber };
          return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
        },
        formatAsYouType(text, regionCode) {
          return new lib.AsYouType(regionCode as never).input(text);
        },
        countries: () => countries,
      };
    })
    .catch((error: unknown) => {
      parserPromise = undefined;
      throw error;
    });
  return parserPromise;
}
