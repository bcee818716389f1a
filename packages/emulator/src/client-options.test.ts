import type { StytchClientOptions } from '@stytch/vanilla-js/headless';
import { describe, expect, it } from 'vitest';
import { emulatorClientOptions } from './client-options';

describe('emulatorClientOptions', () => {
  it("points every endpoint at the emulator, is the SDK's options type without a cast, and passes cookieOptions through", () => {
    // The annotation is the test of the type: TS2559 here if the two types share no property.
    const options: StytchClientOptions = emulatorClientOptions('http://localhost:4123/', { cookieOptions: { path: '/' } });
    expect(options).toEqual({
      endpoints: {
        testAPIURL: 'http://localhost:4123',
        liveAPIURL: 'http://localhost:4123',
        dfpBackendURL: 'http://localhost:4123',
        clientsideServicesIframeURL: 'http://localhost:4123/emulator/clientside-services',
      },
      cookieOptions: { path: '/' },
    });
    expect(emulatorClientOptions()).not.toHaveProperty('cookieOptions');
  });
});
