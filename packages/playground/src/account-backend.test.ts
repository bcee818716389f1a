/**
 * The account API of the playground's server talks to one emulator: a page on another (or on the
 * emulator in the page) has none, and says why.
 */
import { describe, expect, it } from 'vitest';
import { accountApiAvailability } from './account-backend';

const server = 'http://localhost:4100';

describe('the account API for this page', () => {
  it('is there when the page talks to the emulator the server does (a trailing slash aside)', () => {
    expect(accountApiAvailability({ browserEmulator: false, emulatorUrl: `${server}/`, serverEmulatorUrl: server })).toEqual({ available: true });
  });

  it('is not with ?emulator=browser: no server reaches the emulator in the page', () => {
    expect(accountApiAvailability({ browserEmulator: true, emulatorUrl: 'http://localhost:5173/__emulator', serverEmulatorUrl: server })).toEqual({
      available: false,
      reason: 'browserEmulator',
      serverEmulatorUrl: server,
    });
  });

  it('is not with ?emulator= naming another emulator, whose sessions the server cannot see', () => {
    expect(accountApiAvailability({ browserEmulator: false, emulatorUrl: 'http://localhost:4111', serverEmulatorUrl: server })).toMatchObject({
      available: false,
      reason: 'otherEmulator',
    });
  });
});
