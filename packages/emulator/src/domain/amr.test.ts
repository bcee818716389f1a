import { describe, expect, it } from 'vitest';
import { loadSqlJs } from '../node';
import { createStore, type AuthenticationFactor } from '../store';
import { authenticationMethods } from './amr';
import { newFactor } from './views';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const factor = (type: string, delivery: string, details: Record<`${string}_factor`, Record<string, string>> = {}): AuthenticationFactor =>
  newFactor(type, delivery, NOW, details);

describe('amr from a session’s factors (RFC 8176)', () => {
  it.each<[string, AuthenticationFactor[], string[]]>([
    ['a password', [factor('password', 'knowledge')], ['pwd']],
    ['an email code', [factor('otp', 'email')], ['otp']],
    ['a texted code', [factor('otp', 'sms')], ['otp', 'sms']],
    ['a WhatsApp code', [factor('otp', 'whatsapp')], ['otp']],
    ['a magic link (no registered value)', [factor('magic_link', 'email')], []],
    ['a social login (no registered value)', [factor('oauth', 'oauth_google')], []],
    ['a crypto wallet', [factor('crypto', 'crypto_wallet')], ['pop']],
    ['an impersonation', [factor('impersonated', 'impersonation')], []],
    ['password + authenticator app', [factor('password', 'knowledge'), factor('totp', 'authenticator_app')], ['mfa', 'otp', 'pwd']],
    ['password + texted code', [factor('password', 'knowledge'), factor('otp', 'sms')], ['mfa', 'otp', 'pwd', 'sms']],
    ['email code + texted code', [factor('otp', 'email'), factor('otp', 'sms')], ['mfa', 'otp', 'sms']],
    ['magic link + Google (one category, as Stytch’s example)', [factor('magic_link', 'email'), factor('oauth', 'oauth_google')], []],
    ['texted code + recovery code', [factor('otp', 'sms'), factor('recovery_codes', 'recovery_code')], ['mfa', 'otp', 'sms']],
    ['texted code + the project’s own access token exchanged (derived: no category)', [factor('otp', 'sms'), factor('oauth', 'oauth_access_token_exchange')], ['otp', 'sms']],
    ['password + trusted auth token (no category)', [factor('password', 'knowledge'), factor('trusted_auth_token', 'trusted_auth_token')], ['pwd']],
  ])('%s', async (_case, factors, amr) => {
    const store = createStore(await loadSqlJs());
    expect(authenticationMethods(store, factors)).toEqual(amr);
    store.close();
  });

  it('a passkey: hwk for a security key, swk for a platform authenticator, user for both', async () => {
    const store = createStore(await loadSqlJs());
    store.users.create({ user_id: 'user-test-1', created_at: NOW, status: 'active' });
    const register = (id: string, authenticatorType: string, transports: string[]) =>
      store.webauthnRegistrations.create({
        webauthn_registration_id: id,
        user_id: 'user-test-1',
        credential_id: `credential-${id}`,
        public_key: 'key',
        counter: 0,
        transports,
        aaguid: '',
        domain: 'localhost',
        user_agent: '',
        authenticator_type: authenticatorType,
        name: id,
        created_at: NOW,
      });
    register('key-1', 'cross-platform', ['usb']);
    register('key-2', '', ['usb', 'nfc']);
    register('platform-1', 'platform', ['internal', 'hybrid']);
    register('unknown-1', '', []);
    const passkey = (id: string) => factor('webauthn', 'webauthn_registration', { webauthn_factor: { webauthn_registration_id: id, domain: 'localhost', user_agent: '' } });
    expect(authenticationMethods(store, [passkey('key-1')])).toEqual(['hwk', 'user']);
    expect(authenticationMethods(store, [passkey('key-2')])).toEqual(['hwk', 'user']);
    expect(authenticationMethods(store, [passkey('platform-1')])).toEqual(['swk', 'user']);
    expect(authenticationMethods(store, [passkey('unknown-1')])).toEqual(['swk', 'user']);
    expect(authenticationMethods(store, [passkey('deleted')])).toEqual(['swk', 'user']);
    expect(authenticationMethods(store, [factor('otp', 'email'), passkey('platform-1')])).toEqual(['mfa', 'otp', 'swk', 'user']);
    store.close();
  });
});
