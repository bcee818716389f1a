'use client';

import { LoginWidget } from '@portico/ui';
import { stytch } from '../stytch';

/** Email magic links: the emailed link opens `/authenticate`, which finishes the login. */
export function MagicLinkLogin({ redirectUrl }: { redirectUrl: string }) {
  return (
    <LoginWidget
      client={stytch}
      config={{
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl },
        sessionOptions: { sessionDurationMinutes: 60 },
      }}
    />
  );
}
