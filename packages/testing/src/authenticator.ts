/**
 * A passkey provider without a person: Chromium's virtual WebAuthn authenticator (DevTools
 * protocol, `WebAuthn.addVirtualAuthenticator`) on a page, a platform authenticator with resident
 * keys and user verification, which answers every WebAuthn prompt at once. Chromium only.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface VirtualCredential {
  /** The credential id, base64url (as `PublicKeyCredential.id` has it). */
  id: string;
  /** The relying party it belongs to (the site's domain). */
  rpId: string;
  /** The user handle (Stytch's user id, as the site set it), decoded; null for a non-resident credential. */
  userHandle: string | null;
  /** Whether it is discoverable (a passkey). */
  resident: boolean;
  /** The signature counter. */
  signCount: number;
}

export interface VirtualAuthenticator {
  /** The authenticator's id in the DevTools protocol. */
  readonly id: string;
  /** The credentials it holds. */
  credentials(): Promise<VirtualCredential[]>;
  /** Forgets every credential (as if the passkeys were deleted on the device). */
  clear(): Promise<void>;
  /** Whether it verifies the user (biometrics, PIN) from now on: `false` answers with the UV flag off, as after a failed fingerprint. */
  setUserVerified(verified: boolean): Promise<void>;
  /** Takes it off the page: WebAuthn prompts then wait for a person, as with no passkey provider. */
  remove(): Promise<void>;
}

export interface VirtualAuthenticatorOptions {
  /** `internal` (default: a platform authenticator, like a phone or a laptop's), `usb`, `nfc`, `ble` or `hybrid`. */
  transport?: 'internal' | 'usb' | 'nfc' | 'ble' | 'hybrid';
  /** Verifies the user (default true). */
  userVerified?: boolean;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

async function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      return cdp;
    })();
    sessions.set(page, session);
  }
  return session;
}

const decodeHandle = (handle: string | undefined): string | null => (handle ? Buffer.from(handle, 'base64').toString('utf8') : null);

/** Adds a virtual authenticator to `page` (before the page asks for a passkey; it lasts across navigations). */
export async function addVirtualAuthenticator(page: Page, options: VirtualAuthenticatorOptions = {}): Promise<VirtualAuthenticator> {
  const browser = page.context().browser()?.browserType().name();
  if (browser !== undefined && browser !== 'chromium') {
    throw new Error(`The virtual authenticator needs Chromium (DevTools protocol); this page is in ${browser}.`);
  }
  const cdp = await cdpOf(page);
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: options.transport ?? 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: options.userVerified ?? true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    id: authenticatorId,
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((credential) => ({
        id: Buffer.from(credential.credentialId, 'base64').toString('base64url'),
        rpId: credential.rpId ?? '',
        userHandle: decodeHandle(credential.userHandle),
        resident: credential.isResidentCredential,
        signCount: credential.signCount,
      })),
    clear: async () => {
      await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    },
    setUserVerified: async (verified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: verified });
    },
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
