/**
 * Fault injection for tests (`/emulator/faults`): answer matching requests with an error, after a
 * delay, with a body that is not JSON, or not at all (a dropped connection). Faults never apply to
 * the control API (`/emulator/*`). Kept in memory; `POST /emulator/reset` clears them.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { iso } from '../domain/views';
import { ApiError, errorResponse } from './envelope';

export type FaultMode = 'error' | 'delay' | 'drop' | 'malformed';

export const FAULT_MODES: readonly FaultMode[] = ['error', 'delay', 'drop', 'malformed'];

/**
 * The header of the response that stands for a dropped connection when there is no socket to
 * destroy (`app.fetch` in a browser or a test). A browser host maps it to a network error, e.g.
 * with MSW: `return isDroppedConnection(response) ? HttpResponse.error() : response`.
 */
export const FAULT_HEADER = 'X-Portico-Emulator-Fault';

/** Whether `app.fetch` answered for a `drop` fault: the host should fail the request as a network error. */
export const isDroppedConnection = (response: Response): boolean => response.headers.get(FAULT_HEADER) === 'drop';

export interface FaultInput {
  /** A path pattern: `*` matches any characters (including `/`); the query string is not matched. */
  path: string;
  /** `GET`, `POST`, …; any method when null. */
  method: string | null;
  mode: FaultMode;
  /** `error`: 400–599 (default 500). `malformed`: 200–299 (default 200). */
  status: number;
  error_type: string;
  /** `error` only; empty for a default message naming the fault. */
  error_message: string;
  /** `delay` only. */
  delay_ms: number | null;
  /** How many requests the fault applies to; null for every one. */
  count: number | null;
  /** `error` only: the `Retry-After` header (seconds) the error is sent with; null for none. */
  retry_after_seconds: number | null;
}

export interface Fault extends FaultInput {
  id: string;
  /** Requests it still applies to (null: unlimited). */
  remaining: number | null;
  /** Requests it has applied to. */
  hits: number;
  created_at: string;
}

/** The longest fault pattern accepted: patterns are matched against every request's path. */
export const MAX_FAULT_PATTERN_LENGTH = 256;

/**
 * Whether `path` matches `pattern`, where `*` matches any run of characters (including `/`) and
 * every other character matches itself. Not a regular expression: `*` as `.*` backtracks
 * exponentially (`*a*a*a*a*a*b` against a 100-character path blocked the event loop for seconds).
 * This is the greedy two-pointer match that, on a mismatch, only moves the last `*` on by one
 * character: at most pattern × path steps.
 */
export function matchesWildcard(pattern: string, path: string): boolean {
  let p = 0;
  let s = 0;
  // Where the last `*` was, and the path position it is matched up to (-1: no `*` yet).
  let star = -1;
  let starMatchedTo = 0;
  while (s < path.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === path[s]) {
      p += 1;
      s += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p;
      starMatchedTo = s;
      p += 1;
    } else if (star !== -1) {
      // Let the last `*` take one more character and retry what follows it.
      p = star + 1;
      starMatchedTo += 1;
      s = starMatchedTo;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;
  private release = new AbortController();

  /** Adds a fault; an `error` fault without a message gets one naming it. */
  add(input: FaultInput, now: number): Fault {
    const id = `fault-${this.nextId++}`;
    const message = input.mode === 'error' && input.error_message === '' ? `Injected by the Portico emulator (fault ${id}).` : input.error_message;
    const fault: Fault = { id, ...input, error_message: message, remaining: input.count, hits: 0, created_at: iso(now) };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  /** Removes every fault; requests waiting on a delay go on at once. */
  clear(): number {
    const removed = this.faults.length;
    this.faults = [];
    this.release.abort();
    this.release = new AbortController();
    return removed;
  }

  /** Aborted when the faults are cleared. */
  get releaseSignal(): AbortSignal {
    return this.release.signal;
  }

  /** The oldest fault matching the request, counted as used (and removed once its count is spent). */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((candidate) => (candidate.method === null || candidate.method === method) && matchesWildcard(candidate.path, path));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((other) => other !== fault);
    }
    return { ...fault };
  }
}

/** Waits `ms` of real time (not the emulator clock); returns early when a signal aborts. */
function wait(ms: number, signals: AbortSignal[]): Promise<'elapsed' | 'aborted'> {
  return new Promise((resolve) => {
    const done = (outcome: 'elapsed' | 'aborted') => {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => done('aborted');
    const timer = setTimeout(() => done('elapsed'), ms);
    for (const signal of signals) {
      if (signal.aborted) return done('aborted');
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
}

/** The Node request behind `c` (`@hono/node-server` passes it as `env.incoming`), if any. */
const nodeSocket = (c: Context): { destroy(): void } | null | undefined =>
  (c.env as { incoming?: { socket?: { destroy(): void } | null } } | undefined)?.incoming?.socket;

/** A body that starts like Stytch's JSON and stops (as text): the SDK reports "Invalid JSON response". */
const MALFORMED_BODY = '{"data": {"status_code": 200, "request_id": "request-id-test-';

export function faultMiddleware(registry: FaultRegistry): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path === '/emulator' || path.startsWith('/emulator/')) return next();
    const fault = registry.take(c.req.method, path);
    if (!fault) return next();
    switch (fault.mode) {
      case 'error':
        if (fault.retry_after_seconds !== null) c.header('Retry-After', String(fault.retry_after_seconds));
        return errorResponse(c, new ApiError(fault.status as ContentfulStatusCode, fault.error_type, fault.error_message));
      case 'malformed':
        return c.body(MALFORMED_BODY, fault.status as ContentfulStatusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
      case 'delay': {
        const request = c.req.raw.signal;
        const outcome = await wait(fault.delay_ms ?? 0, [request, registry.releaseSignal]);
        // The client went away while waiting: do not carry out its request.
        if (outcome === 'aborted' && request.aborted) {
          return errorResponse(c, new ApiError(499 as ContentfulStatusCode, 'client_closed_request', 'The client closed the request during an injected delay.'));
        }
        return next();
      }
      case 'drop': {
        // In Node, end the TCP connection without an answer; the client sees a network error.
        nodeSocket(c)?.destroy();
        return c.body(`The Portico emulator's fault ${fault.id} dropped this connection.`, 503, {
          [FAULT_HEADER]: 'drop',
          'Content-Type': 'text/plain; charset=utf-8',
        });
      }
    }
  };
}
