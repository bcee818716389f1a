import { describe, expect, it } from 'vitest';
import { resolveLoginConfig, validateLoginConfig } from './validate-config';
import type { LoginConfig } from './login-config';

describe('validateLoginConfig', () => {
  it('accepts a valid OTP config', () => {
    expect(validateLoginConfig({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } })).toEqual([]);
  });

  it('refuses email magic links together with email OTP', () => {
    expect(
      validateLoginConfig({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }),
    ).toEqual([{ code: 'eml_and_email_otp' }]);
    expect(validateLoginConfig({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } })).toEqual([]);
  });

  it('refuses passkeys by themselves', () => {
    expect(validateLoginConfig({ products: ['passkeys'] })).toEqual([{ code: 'passkeys_only' }]);
    expect(validateLoginConfig({ products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } })).toEqual([]);
  });

  it('refuses products this widget cannot show yet instead of rendering an empty Main', () => {
    expect(validateLoginConfig({ products: ['oauth'] })).toEqual([{ code: 'unsupported_product', detail: 'oauth' }]);
    expect(validateLoginConfig({ products: ['crypto', 'otp'], otpOptions: { methods: ['sms'] } })).toEqual([
      { code: 'unsupported_product', detail: 'crypto' },
    ]);
  });

  it('catches configs that would render nothing', () => {
    expect(validateLoginConfig(null)).toEqual([{ code: 'no_products' }]);
    expect(validateLoginConfig({ products: [] })).toEqual([{ code: 'no_products' }]);
    expect(validateLoginConfig({ products: ['otp'] })).toEqual([{ code: 'otp_methods_missing' }]);
    expect(validateLoginConfig({ products: ['sso'] } as unknown as LoginConfig)).toEqual([
      { code: 'unknown_product', detail: 'sso' },
    ]);
    expect(validateLoginConfig({ products: ['otp'], otpOptions: { methods: ['fax'] } } as unknown as LoginConfig)).toEqual([
      { code: 'unknown_otp_method', detail: 'fax' },
    ]);
    expect(
      validateLoginConfig({ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 0 }, sessionOptions: { sessionDurationMinutes: 1.5 } }),
    ).toEqual([
      { code: 'invalid_duration', detail: 'otpOptions.expirationMinutes' },
      { code: 'invalid_duration', detail: 'sessionOptions.sessionDurationMinutes' },
    ]);
  });
});

describe('resolveLoginConfig', () => {
  it('fills the defaults of spec §9', () => {
    const resolved = resolveLoginConfig({ products: ['otp'], otpOptions: { methods: ['email'] } });
    expect(resolved.otp).toEqual({ methods: ['email'], expirationMinutes: 5 });
    expect(resolved.sessionDurationMinutes).toBe(30);
    expect(resolved.passkeys).toEqual({ enabled: false, upgradeAfterLogin: false });
  });

  it('offers a passkey after login only with the passkeys product and the option', () => {
    const otp = { methods: ['sms' as const] };
    expect(resolveLoginConfig({ products: ['otp', 'passkeys'], otpOptions: otp }).passkeys).toEqual({ enabled: true, upgradeAfterLogin: false });
    expect(
      resolveLoginConfig({ products: ['otp', 'passkeys'], otpOptions: otp, passkeyOptions: { upgradeAfterLogin: true } }).passkeys,
    ).toEqual({ enabled: true, upgradeAfterLogin: true });
    expect(resolveLoginConfig({ products: ['otp'], otpOptions: otp, passkeyOptions: { upgradeAfterLogin: true } }).passkeys).toEqual({
      enabled: false,
      upgradeAfterLogin: false,
    });
  });

  it('orders the tabs as the config does, first one first', () => {
    expect(resolveLoginConfig({ products: ['otp'], otpOptions: { methods: ['whatsapp', 'email', 'sms'] } }).tabs).toEqual([
      'whatsapp',
      'email',
      'sms',
    ]);
    expect(
      resolveLoginConfig({ products: ['passwords', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } }).tabs,
    ).toEqual(['email', 'sms', 'whatsapp']);
  });

  it('keeps template ids and locale', () => {
    const resolved = resolveLoginConfig({
      products: ['otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 7, loginTemplateId: 'l', signupTemplateId: 's', locale: 'es' },
      sessionOptions: { sessionDurationMinutes: 60 },
    });
    expect(resolved.otp).toEqual({ methods: ['email'], expirationMinutes: 7, loginTemplateId: 'l', signupTemplateId: 's', locale: 'es' });
    expect(resolved.sessionDurationMinutes).toBe(60);
  });
});
