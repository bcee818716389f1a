import type { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { DEFAULT_BOOTSTRAP, type AuthClient, type BootstrapData, type PasswordUserType } from '../client';
import type { StytchOneTap } from './stytch-one-tap';

/** The Stytch headless client (`StytchHeadlessClient` / `createStytchClient` from @stytch/vanilla-js). */
export type StytchClient = InstanceType<typeof StytchHeadlessClient>;

/**
 * What Stytch's own prebuilt UI reads through the client's internals (bootstrap settings, the
 * user search and the event log). Read defensively: a client without them still works, with
 * default project settings and no telemetry.
 */
export interface StytchInternals {
  bootstrap?: { getSync(): StytchBootstrap; getAsync(): Promise<StytchBootstrap> };
  oneTap?: StytchOneTap;
  networkClient?: { logEvent(event: { name: string; details?: Record<string, unknown> }): void };
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
