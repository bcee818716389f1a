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

  it('checks oauthOptions: providers listed and known, One Tap only for Google, known positions', () => {
    expect(validateLoginConfig({ products: ['oauth'] })).toEqual([{ code: 'oauth_providers_missing' }]);
    expect(validateLoginConfig({ products: ['oauth'], oauthOptions: { providers: [] } })).toEqual([{ code: 'oauth_providers_missing' }]);
    expect(
      validateLoginConfig({
        products: ['oauth'],
        oauthOptions: {
          providers: [
            { type: 'google', one_tap: true, position: 'sideways' },
            { type: 'myspace' },
            { type: 'github', one_tap: true },
          ],
        },
      } as unknown as LoginConfig),
    ).toEqual([
      { code: 'unknown_one_tap_position', detail: 'sideways' },
      { code: 'unknown_oauth_provider', detail: 'myspace' },
      { code: 'one_tap_not_google', detail: 'github' },
    ]);
    expect(validateLoginConfig({ products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } })).toEqual([]);
  });

  it('checks the wallets cryptoOptions lists', () => {
    expect(validateLoginConfig({ products: ['crypto'], cryptoOptions: { wallets: ['Metamask', 'Phantom'] } })).toEqual([]);
    expect(validateLoginConfig({ products: ['crypto'], cryptoOptions: { wallets: ['Ledger'] } } as unknown as LoginConfig)).toEqual([
      { code: 'unknown_wallet', detail: 'Ledger' },
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

  it("reads a bare provider name as { type } (validation accepts it, so it must not vanish)", () => {
    const config = { products: ['oauth'], oauthOptions: { providers: ['github', { type: 'google' }] } } as unknown as LoginConfig;
    expect(validateLoginConfig(config)).toEqual([]);
    expect(resolveLoginConfig(config).oauth.providers.map((provider) => provider.type)).toEqual(['github', 'google']);
  });

  it("carries every password reset option to the reset email, the magic link's lifetime too", () => {
    const resolved = resolveLoginConfig({
      products: ['passwords'],
      passwordOptions: {
        loginRedirectURL: 'https://app.test/authenticate',
        loginExpirationMinutes: 15,
        resetPasswordRedirectURL: 'https://app.test/reset',
        resetPasswordExpirationMinutes: 20,
        resetPasswordTemplateId: 't',
        locale: 'es',
      },
    });
    expect(resolved.passwordReset).toEqual({
      loginRedirectUrl: 'https://app.test/authenticate',
      loginExpirationMinutes: 15,
      resetPasswordRedirectUrl: 'https://app.test/reset',
      resetPasswordExpirationMinutes: 20,
      resetPasswordTemplateId: 't',
      locale: 'es',
    });
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

describe('resolveLoginConfig: social sign-in and wallets', () => {
  it('keeps the providers in config order with their scopes and params, and finds the One Tap provider', () => {
    const resolved = resolveLoginConfig({
      products: ['oauth', 'crypto'],
      oauthOptions: {
        providers: [
          { type: 'google', one_tap: true, position: 'embedded', cancel_on_tap_outside: false, custom_scopes: ['a'] },
          { type: 'github', provider_params: { login: 'ada' } },
        ],
        loginRedirectURL: 'https://app.test/login',
      },
    });
    expect(resolved.oauth).toEqual({
      providers: [
        { type: 'google', customScopes: ['a'], providerParams: {} },
        { type: 'github', customScopes: [], providerParams: { login: 'ada' } },
      ],
      loginRedirectUrl: 'https://app.test/login',
      oneTap: { position: 'embedded', cancelOnTapOutside: false },
    });
    expect(resolved.crypto).toEqual({ enabled: true, wallets: null });
  });

  it('One Tap floats and cancels on a tap outside by default; without the oauth product there are no buttons', () => {
    const config: LoginConfig = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } };
    expect(resolveLoginConfig(config).oauth.oneTap).toEqual({ position: 'floating', cancelOnTapOutside: true });
    expect(resolveLoginConfig({ ...config, products: ['otp'], otpOptions: { methods: ['sms'] } }).oauth).toEqual({ providers: [], oneTap: null });
  });
});

describe('mfaOptions written as a constant', () => {
  it('takes a readonly list of methods (`as const`), as products does', () => {
    const mfaOptions = { policy: 'required', methods: ['totp', 'sms'] } as const;
    const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] }, mfaOptions };
    expect(validateLoginConfig(config)).toEqual([]);
  });
});
