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

/** `localStorage`, quietly doing nothing where storage is unavailable (private modes, SSR, sandboxes). */
export function localLastUsedStore(key: string = LAST_USED_STORAGE_KEY): LastUsedStore {
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
