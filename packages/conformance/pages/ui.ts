/**
 * The prebuilt UI test page: Stytch's own `StytchUIClient` and `mountLogin`, pointed at the
 * emulator. The specs mount it with the products they test.
 */
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { Products, StytchUIClient, type StytchLoginConfig } from '@stytch/vanilla-js';
import type { HeadlessClient, MountLoginOptions } from './globals';
import { EMULATOR_URL, installHarness } from './harness';

const client = new StytchUIClient(DEFAULT_PUBLIC_TOKEN, emulatorClientOptions(EMULATOR_URL));
installHarness(client as unknown as HeadlessClient);

window.uiEvents = [];
window.uiErrors = [];

window.mountLoginUI = ({ products, redirectUrl, shadowDOM = false, oneTapPosition }: MountLoginOptions) => {
  const config: StytchLoginConfig = {
    products: products.map((name) => Products[name]),
    otpOptions: { methods: ['email'], expirationMinutes: 5 },
    emailMagicLinksOptions: {
      loginRedirectURL: redirectUrl,
      loginExpirationMinutes: 30,
      signupRedirectURL: redirectUrl,
      signupExpirationMinutes: 30,
    },
    passwordOptions: { loginRedirectURL: redirectUrl, resetPasswordRedirectURL: redirectUrl, loginExpirationMinutes: 30, resetPasswordExpirationMinutes: 30 },
    oauthOptions: {
      providers: [oneTapPosition ? { type: 'google', one_tap: true, position: oneTapPosition } : { type: 'google' }],
      loginRedirectURL: redirectUrl,
      signupRedirectURL: redirectUrl,
    },
    sessionOptions: { sessionDurationMinutes: 60 },
  };
  const props = {
    client,
    elementId: '#login',
    config,
    presentation: { options: { enableShadowDOM: shadowDOM } },
    callbacks: {
      onEvent: (event: { type: string }) => window.uiEvents?.push(event.type),
      onError: (error: { message: string; error_type?: string }) => window.uiErrors?.push(error.error_type ?? error.message),
    },
  };
  // vanilla-js 6.3 renders nothing on the first mount call (protocol §11, "Surprises" 4); the
  // second call passes the props to the element it created.
  client.mountLogin(props);
  client.mountLogin(props);
};
