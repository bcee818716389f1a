/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LOCAL_ERROR_TYPES, RARE_ERROR_TYPES, SERVER_ERROR_TYPES } from './auth-error';
import { CONSUMER_ERRORS, readingOf } from './consumer-errors';
import stytchList from '../../../emulator/src/protocol/stytch-error-types.txt?raw';

// Every error_type of Stytch's browser SDK (StytchAPIErrorType, @stytch/vanilla-js 6.x), one a line.
const stytchTypes = new Set(
  stytchList
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

describe("the table of Stytch's consumer error types", () => {
  it("holds only Stytch's types, none of them twice with the types whose words load with the widget", () => {
    const notStytch = [...Object.keys(CONSUMER_ERRORS), ...SERVER_ERROR_TYPES].filter((type) => !stytchTypes.has(type));
    expect(notStytch).toEqual([]);
    expect(Object.keys(CONSUMER_ERRORS).filter((type) => (SERVER_ERROR_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it('reads every type as configuration, its own words (exactly the rare types), or a type that has words', () => {
    const worded = new Set<string>([...SERVER_ERROR_TYPES, ...RARE_ERROR_TYPES, ...LOCAL_ERROR_TYPES]);
    for (const [type, reading] of Object.entries(CONSUMER_ERRORS)) {
      if (reading !== 'configuration' && reading !== 'own') expect(worded.has(reading), `${type} → ${reading}`).toBe(true);
    }
    const own = Object.entries(CONSUMER_ERRORS).filter(([, reading]) => reading === 'own').map(([type]) => type);
    expect(own.sort()).toEqual([...RARE_ERROR_TYPES].sort());
  });

  it('answers undefined for a type it does not hold, whatever its name', () => {
    expect(readingOf('magic_link_not_found')).toBe('unable_to_auth_magic_link');
    expect(readingOf('invalid_magic_link_url')).toBe('configuration');
    expect(readingOf('toString')).toBeUndefined();
    expect(readingOf('organization_not_found')).toBeUndefined();
  });
});
