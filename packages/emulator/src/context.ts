import type { ScryptParams } from './domain/password-hash';
import type { FaultRegistry } from './http/faults';
import type { ProjectSettings } from './settings';
import type { MailScanner, ScanQueue } from './scanner/mail-scanner';
import type { Store } from './store';

/** The emulator's clock: a base clock plus an offset that tests move forward. */
export interface EmulatorClock {
  now(): number;
  readonly offsetMs: number;
  advance(ms: number): void;
  setOffset(ms: number): void;
}

export function createClock(base: () => number = Date.now): EmulatorClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    get offsetMs() {
      return offset;
    },
    advance: (ms) => {
      offset += ms;
    },
    setOffset: (ms) => {
      offset = ms;
    },
  };
}

/** Everything a route needs: state, the current settings and the clock. */
/** A One Tap sign-in started by `oneTapStart`, until a sign-in ends it. */
export interface OneTapCallback {
  expiresAt: number;
  /** What the clientside-services page that started it adds to its submits (kept in that page only). */
  csrfToken: string;
}

export interface EmulatorContext {
  readonly store: Store;
  readonly clock: EmulatorClock;
  /** The settings in force; `PUT /emulator/config` replaces them. */
  settings: ProjectSettings;
  /** The settings the emulator started with; `POST /emulator/reset` restores them. */
  readonly initialSettings: ProjectSettings;
  /** scrypt parameters for new password hashes (stored hashes carry their own). */
  readonly passwordHashing: ScryptParams;
  /** Injected faults (`/emulator/faults`), kept in memory; `POST /emulator/reset` clears them. */
  readonly faults: FaultRegistry;
  /**
   * One Tap's `oauthCallbackId`s (from `oneTapStart`), each with when it expires and its CSRF
   * token; and the Google ID tokens (`jti`) already used, with when they expire. Kept in memory; `POST /emulator/reset` forgets them.
   */
  readonly oneTapCallbacks: Map<string, OneTapCallback>;
  readonly oneTapIdTokens: Map<string, number>;
  /** When each rate-limited send was last accepted, by its key (domain/rate-limits.ts); `POST /emulator/reset` forgets them. */
  readonly sendTimes: Map<string, number>;
  /** Attempts counted in the current fixed window, by key (domain/rate-limits.ts `takeAttemptSlot`); `POST /emulator/reset` forgets them. */
  readonly attemptWindows: Map<string, { window: number; count: number }>;
  /** The outbox's mail scanner (setting `mail_scanner`): infrastructure the host gives (`CreateAppOptions.mailScanner`). */
  readonly mailScanner: MailScanner;
  /** The scans waiting or under way, one at a time (use-cases/outbox.ts). */
  readonly mailScans: ScanQueue;
  /** The path the app is mounted under (`''` at the origin's root); see `CreateAppOptions.basePath`. */
  readonly basePath: string;
  /** The key of the tokens in the emulator's own forms (`http/form-token.ts`), made at start-up. */
  readonly formSecret: Uint8Array;
}

/** The emulator's base URL as the browser sees it: the request's origin plus the mount path. */
export const publicBaseUrl = (ctx: EmulatorContext, requestUrl: string): string => new URL(requestUrl).origin + ctx.basePath;
