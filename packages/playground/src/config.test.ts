import { validateLoginConfig } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { configFromUrl, defaultConfig, PRESETS, presetConfig } from './config';
import { presetHref } from './toolbar';

const origin = 'http://localhost:5173';
const at = (search: string) => configFromUrl({ search, origin });

describe('the login config from the address', () => {
  it('is the default config, the Everything preset, without options', () => {
    expect(at('')).toEqual({ config: defaultConfig(origin), error: null, preset: 'everything' });
  });

  it('takes a preset by its id, and ?config= over it', () => {
    expect(at('?preset=email-otp')).toMatchObject({ preset: 'email-otp', config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    const custom = { products: ['passwords'] };
    expect(at(`?preset=email-otp&config=${encodeURIComponent(JSON.stringify(custom))}`)).toEqual({ config: custom, error: null, preset: null });
  });

  it('says so for a preset it does not have', () => {
    expect(at('?preset=nope')).toEqual({ config: null, error: "There is no preset 'nope'.", preset: null });
  });

  it('gives every preset its own products (or passcode channels), and keeps ?passkeyUpgrade= on top', () => {
    const products = PRESETS.map(({ id }) => {
      const config = presetConfig(id, origin);
      return `${config.products.join()} ${config.otpOptions?.methods.join() ?? ''}`;
    });
    expect(new Set(products).size).toBe(PRESETS.length);
    expect(at('?preset=password&passkeyUpgrade=1').config?.passkeyOptions).toEqual({ upgradeAfterLogin: true });
  });

  it('passes mfaOptions through ?config= as given, and the mfa preset asks for an authenticator app or a texted code', () => {
    const mfaOptions = { policy: 'whenEnrolled', methods: ['sms'], passkeyCountsAsTwoFactors: false };
    expect(at(`?config=${encodeURIComponent(JSON.stringify({ products: ['passwords'], mfaOptions }))}`).config?.mfaOptions).toEqual(mfaOptions);
    expect(at('?preset=mfa').config).toMatchObject({ products: ['passwords', 'otp'], mfaOptions: { policy: 'required', methods: ['totp', 'sms'] } });
    expect(validateLoginConfig(presetConfig('mfa', origin))).toEqual([]);
  });

  it("links a preset without the address's ?config=, keeping its other options", () => {
    expect(presetHref('sms', '?config=%7B%7D&shadow=1')).toBe('/?shadow=1&preset=sms');
  });
});
