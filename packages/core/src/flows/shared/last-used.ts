import type { LoginTab, OAuthProvider, Wallet } from '../../config';
import { OAuthProviders, Wallets } from '../../config/login-config';
import type { FlowOutcome } from './outcome';

/**
 * The method that last logged in on this device, and nothing else: a form tab, passkeys, a
 * social provider or a wallet kind — never an address, a name or an account. Main marks it
 * 'Last used' (Portico's own; Stytch and Clerk mark only social providers).
 */
export type LastUsedMethod = LoginTab | 'passkey' | `oauth:${OAuthProvider}` | `wallet:${Wallet}`;

/** Where the method is kept. The default keeps it in `localStorage`; hosts may bring their own. */
export interface LastUsedStore {
  read(): LastUsedMethod | null;
  write(method: LastUsedMethod): void;
  /**
   * The address this browser last asked a sign-in link for (a magic link, a reset email), while
   * that link lasts: the page a link opens names it when it asks 'Continue signing in' (issue 36).
   * Optional: a store without it names no address.
   */
  readLinkAddress?(): string | null;
  /** Keeps the address a link was sent to until `expiresAt` (ms since the epoch). */
  writeLinkAddress?(address: string, expiresAt: number): void;
}

const TABS = new Set<string>(['email', 'sms', 'whatsapp', 'passkey']);
const PROVIDERS = new Set<string>(Object.values(OAuthProviders));
const WALLETS = new Set<string>(Object.values(Wallets));

/** A stored value, checked: anything else (an old format, a tampered value) reads as nothing. */
export function parseLastUsedMethod(value: unknown): LastUsedMethod | null {
  if (typeof value !== 'string') return null;
  if (TABS.has(value)) return value as LastUsedMethod;
  const [kind, name] = value.split(':', 2);
  if (kind === 'oauth' && name !== undefined && PROVIDERS.has(name)) return value as LastUsedMethod;
  if (kind === 'wallet' && name !== undefined && WALLETS.has(name)) return value as LastUsedMethod;
  return null;
}

export const LAST_USED_STORAGE_KEY = 'portico:last-used-method';
/** Where the default store keeps the address of the last link asked for (`{ address, expiresAt }`). */
export const LINK_ADDRESS_STORAGE_KEY = 'portico:link-address';

/**
 * `localStorage`, quietly doing nothing where storage is unavailable (private modes, SSR,
 * sandboxes). The link's address is kept beside the method, under `linkAddressKey`, and read
 * only until its link expires.
 */
export function localLastUsedStore(key: string = LAST_USED_STORAGE_KEY, linkAddressKey: string = LINK_ADDRESS_STORAGE_KEY): LastUsedStore {
  const storage = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    read: () => {
      try {
        return parseLastUsedMethod(storage()?.getItem(key));
      } catch {
        return null;
      }
    },
    write: (method) => {
      try {
        storage()?.setItem(key, method);
      } catch {
        // Storage full or denied: forgetting the method is harmless.
      }
    },
    readLinkAddress: () => {
      try {
        const kept = JSON.parse(storage()?.getItem(linkAddressKey) ?? 'null') as { address?: unknown; expiresAt?: unknown } | null;
        if (typeof kept?.address !== 'string' || typeof kept.expiresAt !== 'number') return null;
        if (kept.expiresAt > Date.now()) return kept.address;
        storage()?.removeItem(linkAddressKey);
        return null;
      } catch {
        return null;
      }
    },
    writeLinkAddress: (address, expiresAt) => {
      try {
        storage()?.setItem(linkAddressKey, JSON.stringify({ address, expiresAt }));
      } catch {
        // Storage full or denied: the page a link opens names no address.
      }
    },
  };
}

/** The method a login in the widget used, from the step it ended on and how it ended. */
export function lastUsedMethodOf(
  step: { screen: string; otp?: { type: LoginTab }; wallet?: Wallet },
  outcome: FlowOutcome,
): LastUsedMethod | null {
  if (outcome.kind !== 'authenticated') return null;
  switch (outcome.via) {
    case 'otp':
      return step.otp?.type ?? null;
    case 'password':
      return 'email';
    case 'passkey':
      return 'passkey';
    case 'crypto':
      return step.wallet ? `wallet:${step.wallet}` : null;
  }
}

/** The wallet a remembered method names, if it names one. */
export function lastUsedWallet(method: LastUsedMethod | null): Wallet | null {
  return method?.startsWith('wallet:') ? (method.slice('wallet:'.length) as Wallet) : null;
}

const forgetful: LastUsedStore = { read: () => null, write: () => {} };

/** The store a hook's options name: its own, none (`null`), or `localStorage`. */
export function lastUsedStoreOf(options: { lastUsed?: LastUsedStore | null }): LastUsedStore {
  return options.lastUsed === null ? forgetful : (options.lastUsed ?? localLastUsedStore());
}
