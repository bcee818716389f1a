/**
 * What the test pages put on `window` (see harness.ts), so `page.evaluate` callbacks in the
 * specs are type-checked against the real SDK's types.
 */
import type { StytchHeadlessClient } from '@stytch/vanilla-js/headless';

export type HeadlessClient = InstanceType<typeof StytchHeadlessClient>;

/** A rejected SDK call, reduced to what survives `page.evaluate` (class name and Stytch fields). */
export interface SettledError {
  name: string;
  message: string;
  status_code?: number;
  error_type?: string;
  error_message?: string;
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: SettledError };

/** The prebuilt UI's products, by the names of the SDK's `Products` export (`oauth` offers Google). */
export type ProductName = 'otp' | 'emailMagicLinks' | 'passwords' | 'passkeys' | 'oauth';

export interface MountLoginOptions {
  products: ProductName[];
  /** Where emailed links and OAuth lead back to (a page on the test page server). */
  redirectUrl: string;
  /** Render inside a shadow root (`presentation.options.enableShadowDOM`). */
  shadowDOM?: boolean;
  /** Google with One Tap at this `OneTapPositions` value (the `oauth` product). */
  oneTapPosition?: 'floating' | 'embedded' | 'embeddedOnly' | 'floatingOrEmbedded' | 'forceLegacyEmbedded';
}

declare global {
  /** The real `@stytch/vanilla-js` client of the page (the headless client, or the UI client). */
  var stytch: HeadlessClient;
  /** Resolves with the call's value or its error, never rejects. */
  function settle<T>(promise: Promise<T>): Promise<Settled<T>>;
  /** `POST /users/search` through the SDK's own (internal) search manager, as its password screen does. */
  function searchUser(email: string): Promise<Settled<{ userType: string }>>;
  /** Set once the page's client exists. */
  var conformanceReady: boolean | undefined;
  /** UI page only: mounts `mountLogin` with these products (twice, for the first-call quirk). */
  var mountLoginUI: ((options: MountLoginOptions) => void) | undefined;
  /** UI page only: the `StytchEvent` types the UI's `onEvent` callback saw. */
  var uiEvents: string[] | undefined;
  /** UI page only: the `error_type`s (or messages) the UI's `onError` callback saw. */
  var uiErrors: string[] | undefined;
  /** One Tap specs: how often `onOneTapCancelled` ran. */
  var oneTapCancelled: number | undefined;
}
