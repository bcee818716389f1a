import type { MiddlewareHandler } from 'hono';
import type { EmulatorContext } from '../context';
import type { SdkProduct } from '../settings';
import { ApiError } from './envelope';

/**
 * The frontend SDK's products, as Stytch's dashboard enables them one by one (SDK configuration):
 * a call to a product that is not enabled is refused with `401 endpoint_not_authorized_for_sdk`
 * before anything else happens (Stytch's type, in the browser SDK's `StytchAPIErrorType`). Passkeys
 * also need user-data management: registering one and renaming it change the user. Sessions,
 * the user's own record, the bootstrap and events are always served.
 *
 * `request` is the path under `/sdk/v1` and its method; the answer is every product the call needs.
 */
export function productsFor(method: string, path: string): SdkProduct[] | 'any-otp' {
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  switch (first) {
    case 'magic_links':
      return ['email_magic_links'];
    case 'otps':
      if (second === 'email') return ['otp_email'];
      if (second === 'sms') return ['otp_sms'];
      if (second === 'whatsapp') return ['otp_whatsapp'];
      return 'any-otp';
    case 'passwords':
      return ['passwords'];
    case 'crypto_wallets':
      return ['crypto_wallets'];
    case 'totps':
      return ['totps'];
    case 'webauthn':
      return second === 'register' || second === 'update' ? ['webauthn', 'user_data_management'] : ['webauthn'];
    case 'oauth':
      // The identity provider's calls (authorize, logout) are Connected Apps', not the OAuth product's.
      return second === 'authenticate' || second === 'attach' ? ['oauth'] : [];
    case 'users':
      // Changing the user (its name, deleting a factor) is user-data management; reading is not.
      return method === 'PUT' || method === 'DELETE' ? ['user_data_management'] : [];
    default:
      return [];
  }
}

const OTP_PRODUCTS: SdkProduct[] = ['otp_email', 'otp_sms', 'otp_whatsapp'];

export const notAuthorizedForSdk = (products: SdkProduct[]): ApiError =>
  new ApiError(
    401,
    'endpoint_not_authorized_for_sdk',
    `This endpoint is not authorized for the frontend SDK: enable ${products.join(' and ')} in the project's SDK ` +
      'configuration (the emulator: remove it from the sdk_disabled_products setting).',
  );

/** Refuses SDK calls to products the project has not enabled for the SDK (`sdk_disabled_products`). */
export function sdkProductGuard(ctx: EmulatorContext): MiddlewareHandler {
  return async (c, next) => {
    const disabled = ctx.settings.sdk_disabled_products;
    if (disabled.length > 0 && c.req.method !== 'OPTIONS') {
      const path = c.req.path.slice(c.req.path.indexOf('/sdk/v1') + '/sdk/v1'.length);
      const needed = productsFor(c.req.method, path);
      if (needed === 'any-otp') {
        if (OTP_PRODUCTS.every((product) => disabled.includes(product))) throw notAuthorizedForSdk(OTP_PRODUCTS);
      } else {
        const missing = needed.filter((product) => disabled.includes(product));
        if (missing.length > 0) throw notAuthorizedForSdk(missing);
      }
    }
    await next();
  };
}
