import type { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { DEFAULT_BOOTSTRAP, type AuthClient, type BootstrapData, type PasswordUserType } from '../client';
import type { StytchOneTap } from './stytch-one-tap';

/** The Stytch headless client (`StytchHeadlessClient` / `createStytchClient` from @stytch/vanilla-js). */
export type StytchClient = InstanceType<typeof StytchHeadlessClient>;

/** One request of the client's network client (`NetworkClient.fetchSDK`): resolves to the answer's `data`. */
export interface StytchSdkRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
}

/**
 * The client's network client (`packages/web/src/NetworkClient.mjs` of `@stytch/vanilla-js` 6.3):
 * its requests carry the session cookie's token and the SDK's headers, as the client's own do.
 */
export interface StytchNetworkClient {
  logEvent(event: { name: string; details?: Record<string, unknown> }): void;
  fetchSDK?(request: StytchSdkRequest): Promise<unknown>;
  retriableFetchSDK?(request: StytchSdkRequest & { retryCallback(error: unknown, request: unknown): Promise<unknown> }): Promise<unknown>;
}

/**
 * The client's data layer (`SubscriptionDataLayer` in `packages/web/src/SubscriptionService.mjs`):
 * `localStorage` bound to the public token, where the PKCE code verifiers are kept
 * (`PKCE_VERIFIER:<namespace>`, `PKCEManager.mjs`), and the session cookie's reader.
 */
export interface StytchDataLayer {
  getItem?(key: string): string | null;
  removeItem?(key: string): void;
  readSessionCookie?(): { session_token?: string; session_jwt?: string };
}

/**
 * What Stytch's own prebuilt UI reads through the client's internals (bootstrap settings, the
 * user search and the event log), and what a link's spend needs (the network client and the data
 * layer, see `link-login.ts`). Read defensively: a client without them still works, with default
 * project settings, no telemetry, and links spent through the client's public methods.
 */
export interface StytchInternals {
  bootstrap?: { getSync(): StytchBootstrap; getAsync(): Promise<StytchBootstrap> };
  oneTap?: StytchOneTap;
  networkClient?: StytchNetworkClient;
  dataLayer?: StytchDataLayer;
  searchManager?: { searchUser(email: string): Promise<{ userType: PasswordUserType }> };
}

interface StytchBootstrap {
  projectName: string | null;
  displayWatermark: boolean;
  emailDomains: string[];
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  rbacPolicy: { scopes?: Array<{ scope: string; description: string }> } | null;
}

/** Whether the browser has FedCM, with which Google shows One Tap itself (Stytch's check). */
export const browserHasFedCM = () => typeof window !== 'undefined' && 'IdentityCredential' in window;

const INTERNALS = Symbol.for('stytch__internal_b2c');

export function internalsOf(client: StytchClient): StytchInternals {
  return ((client as unknown as Record<symbol, StytchInternals | undefined>)[INTERNALS] ?? {}) as StytchInternals;
}

export function mapBootstrap(data: StytchBootstrap | undefined): BootstrapData {
  if (!data) return DEFAULT_BOOTSTRAP;
  return {
    projectName: data.projectName ?? null,
    displayWatermark: Boolean(data.displayWatermark),
    emailDomains: Array.isArray(data.emailDomains) ? data.emailDomains : [],
    passwordConfig: data.passwordConfig ?? null,
    rbacPolicy: data.rbacPolicy ? { scopes: data.rbacPolicy.scopes ?? [] } : null,
  };
}

/**
 * The project's settings from the client's bootstrap: the SDK's cached copy at once, a fresh one
 * when loaded (the cached one, or the defaults, if that fails).
 */
export function stytchBootstrap(stytch: StytchClient): AuthClient['bootstrap'] {
  const bootstrap = () => internalsOf(stytch).bootstrap;
  return {
    getSync: () => mapBootstrap(bootstrap()?.getSync()),
    load: async () => {
      try {
        return mapBootstrap(await bootstrap()?.getAsync());
      } catch {
        return mapBootstrap(bootstrap()?.getSync());
      }
    },
  };
}
