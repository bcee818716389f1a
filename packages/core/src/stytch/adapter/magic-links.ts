import type { AuthClient } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';

/** `magicLinks`: sending a login link; spending one goes through link-login.ts. */
export function createMagicLinks({ stytch, links }: AdapterContext): AuthClient['magicLinks'] {
  return {
    email: {
      loginOrCreate: (request, options) =>
        call(options, () =>
          stytch.magicLinks.email.loginOrCreate(request.email, {
            ...(request.loginRedirectUrl !== undefined && { login_magic_link_url: request.loginRedirectUrl }),
            ...(request.signupRedirectUrl !== undefined && { signup_magic_link_url: request.signupRedirectUrl }),
            ...(request.loginExpirationMinutes !== undefined && {
              login_expiration_minutes: request.loginExpirationMinutes,
            }),
            ...(request.signupExpirationMinutes !== undefined && {
              signup_expiration_minutes: request.signupExpirationMinutes,
            }),
            ...(request.loginTemplateId !== undefined && { login_template_id: request.loginTemplateId }),
            ...(request.signupTemplateId !== undefined && { signup_template_id: request.signupTemplateId }),
            ...(request.locale !== undefined && { locale: request.locale }),
          }),
        ).then((raw) => ({ raw })),
    },
    authenticate: (request, options) => call(options, () => links.magicLink(request, options)),
  };
}
