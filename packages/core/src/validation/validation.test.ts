import { describe, expect, it } from 'vitest';
import { checkEmail, isValidEmail } from './email';
import { isPasscodeComplete, sanitizePasscode } from './passcode';
import { fallbackPhoneNumber, loadPhoneNumberParser } from './phone';

describe('email', () => {
  it.each(['ada@example.com', 'a.b+tag@sub.example.co.uk', "o'brien@example.ie", ' ada@example.com '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'ada example@x.com', 'ada@-x.com'])(
    'rejects %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
  it('says required for empty input and invalid format otherwise', () => {
    expect(checkEmail('  ')).toBe('email_required');
    expect(checkEmail('nope')).toBe('invalid_email_format');
    expect(checkEmail('ada@example.com')).toBeNull();
  });
});

describe('passcode', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizePasscode('12a3 4-5678')).toBe('123456');
    expect(sanitizePasscode('abc')).toBe('');
  });
  it('is complete at exactly 6 digits', () => {
    expect(isPasscodeComplete('123456')).toBe(true);
    expect(isPasscodeComplete('12345')).toBe(false);
    expect(isPasscodeComplete('12345a')).toBe(false);
  });
});

describe('phone', () => {
  it('parses a US number typed in national format with libphonenumber-js', async () => {
    const parser = await loadPhoneNumberParser();
    expect(parser.parse({ phoneNumber: '(201) 555-0123', regionCode: 'US' })).toEqual({
      isValid: true,
      number: '+12015550123',
      national: '(201) 555-0123',
    });
  });

  it('reports an impossible number as invalid', async () => {
    const parser = await loadPhoneNumberParser();
    expect(parser.parse({ phoneNumber: '123', regionCode: 'US' }).isValid).toBe(false);
    expect(parser.parse({ phoneNumber: 'hello', regionCode: 'US' }).isValid).toBe(false);
  });

  it('honours an international number whatever the region', async () => {
    const parser = await loadPhoneNumberParser();
    expect(parser.parse({ phoneNumber: '+44 20 7946 0958', regionCode: 'US' })).toMatchObject({
      isValid: true,
      number: '+442079460958',
    });
  });

  it('formats as you type and lists every country with its calling code', async () => {
    const parser = await loadPhoneNumberParser();
    expect(parser.formatAsYouType('2015550', 'US')).toBe('(201) 555-0');
    expect(parser.countries()).toContainEqual({ regionCode: 'GB', callingCode: '44' });
    expect(parser.countries().length).toBeGreaterThan(200);
  });

  it('falls back to calling code + digits (spec §5)', () => {
    expect(fallbackPhoneNumber({ text: '(415) 555-0100', regionCode: 'US', callingCode: '1' })).toEqual({
      isValid: true,
      number: '+14155550100',
      national: '(415) 555-0100',
    });
    expect(fallbackPhoneNumber({ text: '+44 7700 900123', regionCode: 'US', callingCode: '1' }).number).toBe(
      '+447700900123',
    );
  });
});
