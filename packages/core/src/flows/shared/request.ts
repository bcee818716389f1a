import { fromPromise } from 'xstate';
import { createAuthError, toAuthError } from '../../client';
import { REQUEST_TIMEOUT_MS } from '../../config/constants';
import type { FlowEffects } from './flow-effects';

/** How a flow's actors are bound: the host's effects and the time a backend call may take. */
export interface FlowActorOptions {
  effects?: FlowEffects;
  /** A backend call that has not answered after this long fails with `request_timeout` (default 30 s). */
  requestTimeoutMs?: number;
}

/** `AbortSignal.any`, with the few lines it replaces for browsers that predate it. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * The one request wrapper: a backend call as a promise actor. Its signal aborts when the actor
 * stops (the user left the step, the widget unmounted) or when `timeoutMs` has passed on the
 * actor system's clock (so tests drive it with a SimulatedClock); a timeout rejects with
 * `request_timeout` even if the call ignores its signal, and every other failure becomes an
 * AuthError. Machines therefore have one error path per call (`onError`) and no timeout
 * transitions of their own, and no spinner outlives its request.
 */
export function fromRequest<TOutput, TInput = unknown>(
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
) {
  return fromPromise<TOutput, TInput>(({ input, signal, system }) => {
    const clock = system._clock;
    const timeout = new AbortController();
    const timer = clock.setTimeout(() => timeout.abort(createAuthError('request_timeout')), timeoutMs);
    return new Promise<TOutput>((resolve, reject) => {
      const onTimeout = () => reject(createAuthError('request_timeout'));
      timeout.signal.addEventListener('abort', onTimeout, { once: true });
      // A request whose actor stopped never settles: its answer belongs to no one. (React's
      // strict effects stop an actor and start it again from its snapshot: a late 'aborted'
      // from the first run would otherwise land in the second.)
      const unlessStopped =
        <T>(settle: (value: T) => void) =>
        (value: T) => {
          if (!signal.aborted) settle(value);
        };
      Promise.resolve()
        .then(() => call(input, anySignal([signal, timeout.signal])))
        .then(
          unlessStopped(resolve),
          unlessStopped((error: unknown) => reject(timeout.signal.aborted ? createAuthError('request_timeout') : toAuthError(error))),
        )
        .finally(() => {
          clock.clearTimeout(timer);
          timeout.signal.removeEventListener('abort', onTimeout);
        });
    });
  });
}
