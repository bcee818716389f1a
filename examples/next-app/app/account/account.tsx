'use client';

import { createAccountBackend } from '@portico/core';
import { AccountWidget } from '@portico/ui';
import { stytch } from '../stytch';

/**
 * The account's server side is this app's route handler (`createAccountHandler` over Stytch's Node
 * SDK): the browser calls it with the session's JWT. Nothing is sent until the widget asks.
 */
const backend = createAccountBackend({ url: '/api/account' });

/**
 * The account widget, in a client component (the client and the backend are functions). It
 * renders on the server too, with `client={null}` there: the frame, loading; hydrated, it loads
 * the signed-in user. Wider than the sign-in pages' column: the account is a page, 42rem at most.
 */
export function Account() {
  return (
    // Centred on the column (440px in the layout), wider than it: no transform, which would make
    // the confirmation's fixed overlay cover this box instead of the viewport.
    <div style={{ width: 'min(42rem, calc(100vw - 32px))', marginLeft: 'calc((min(440px, 100vw - 32px) - min(42rem, 100vw - 32px)) / 2)' }}>
      <AccountWidget client={stytch} backend={backend} />
    </div>
  );
}
