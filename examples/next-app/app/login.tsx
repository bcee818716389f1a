'use client';

import type { LoginConfig } from '@portico/core';
import { LoginWidget } from '@portico/ui';
import { useState } from 'react';
import { stytch } from './stytch';

const config: LoginConfig = {
  products: ['otp'],
  otpOptions: { methods: ['email', 'sms'], expirationMinutes: 5 },
  sessionOptions: { sessionDurationMinutes: 60 },
};

/**
 * The widget lives in a client component: its client and callbacks are functions, which cannot
 * cross from a server component. It still renders on the server (with `client={null}` there).
 */
export function Login() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      <LoginWidget
        client={stytch}
        config={config}
        callbacks={{
          onEvent: (event) => {
            if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') setSignedIn(true);
          },
        }}
      />
      {signedIn && <p role="status">Signed in.</p>}
    </>
  );
}
