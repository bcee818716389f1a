import { beforeEach, describe, expect, it } from 'vitest';
import { productsFor } from '../http/sdk-products';
import { createHarness, type Harness } from '../testing/harness';

describe('products enabled for the SDK (sdk_disabled_products)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });

  const disable = async (products: string[]) => {
    const response = await h.call('PUT', '/emulator/config', { json: { sdk_disabled_products: products } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };

  it('serves every product by default', async () => {
    expect((await h.call('POST', '/sdk/v1/passwords/strength_check', { json: { password: 'correct horse battery staple' } })).status).toBe(200);
    expect((await h.call('POST', '/sdk/v1/magic_links/email/login_or_create', { json: { email: 'ada@example.com' } })).status).toBe(200);
  });

  it("refuses a disabled product's calls with 401 endpoint_not_authorized_for_sdk, and nothing else", async () => {
    await disable(['passwords']);
    const refused = await h.call('POST', '/sdk/v1/passwords/authenticate', { json: { email: 'ada@example.com', password: 'x' } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error_type: 'endpoint_not_authorized_for_sdk', error_message: expect.stringContaining('passwords') });
    // Refused before the route runs: no user, no message, no lock.
    expect((await h.call('POST', '/sdk/v1/passwords/strength_check', { json: { password: 'x' } })).body.error_type).toBe('endpoint_not_authorized_for_sdk');
    // Other products still work.
    expect((await h.call('POST', '/sdk/v1/otps/email/login_or_create', { json: { email: 'ada@example.com' } })).status).toBe(200);
    await disable([]);
    expect((await h.call('POST', '/sdk/v1/passwords/strength_check', { json: { password: 'correct horse battery staple' } })).status).toBe(200);
  });

  it('enables each OTP channel on its own; a code is checked while any channel is on', async () => {
    await disable(['otp_sms', 'otp_whatsapp']);
    expect((await h.call('POST', '/sdk/v1/otps/sms/login_or_create', { json: { phone_number: '+14155550100' } })).body.error_type).toBe('endpoint_not_authorized_for_sdk');
    const { methodId, code } = await h.sendEmailCode('ada@example.com');
    expect((await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: code, method_id: methodId } })).status).toBe(200);
    await disable(['otp_email', 'otp_sms', 'otp_whatsapp']);
    expect((await h.call('POST', '/sdk/v1/otps/authenticate', { json: { token: code, method_id: methodId } })).body.error_type).toBe('endpoint_not_authorized_for_sdk');
  });

  it('maps each SDK path to the products it needs (passkey registration also needs user-data management)', () => {
    expect(productsFor('POST', '/webauthn/register/start')).toEqual(['webauthn', 'user_data_management']);
    expect(productsFor('PUT', '/webauthn/update/webauthn-registration-test-1')).toEqual(['webauthn', 'user_data_management']);
    expect(productsFor('POST', '/webauthn/authenticate/start/primary')).toEqual(['webauthn']);
    expect(productsFor('POST', '/oauth/authenticate')).toEqual(['oauth']);
    expect(productsFor('POST', '/oauth/authorize/start')).toEqual([]);
    expect(productsFor('GET', '/users/me')).toEqual([]);
    expect(productsFor('DELETE', '/users/phone_numbers/phone-number-test-1')).toEqual(['user_data_management']);
    expect(productsFor('POST', '/sessions/authenticate')).toEqual([]);
    expect(productsFor('GET', '/projects/bootstrap/public-token-test-portico')).toEqual([]);
  });

  it('checks the setting', async () => {
    const response = await h.call('PUT', '/emulator/config', { json: { sdk_disabled_products: ['sms'] } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('sdk_disabled_products');
  });
});
