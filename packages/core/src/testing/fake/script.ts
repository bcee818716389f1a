import { createAuthError, type AuthError } from '../../client';
import type { FakeOperation, FakeOperations } from './operations';

const FAIL = Symbol('fail');
const HANG = Symbol('hang');

export type FakeStep<Req, Res> =
  | Res
  | { [FAIL]: AuthError }
  | { [HANG]: true }
  | { delayMs: number; then: FakeStep<Req, Res> }
  | ((request: Req) => Res | Promise<Res>);

/** A scripted step that rejects with `AuthError { type, message }`. */
export function fail(type: string, message?: string): { [FAIL]: AuthError } {
  return { [FAIL]: createAuthError(type, message !== undefined ? { message } : {}) };
}

/** A scripted step that never settles (a request stuck in flight). */
export function hang(): { [HANG]: true } {
  return { [HANG]: true };
}

/** A scripted step that settles after `ms` milliseconds. */
export function delay<Req, Res>(ms: number, then: FakeStep<Req, Res>): { delayMs: number; then: FakeStep<Req, Res> } {
  return { delayMs: ms, then };
}

export type FakeScript = {
  [K in FakeOperation]?: FakeStep<FakeOperations[K][0], FakeOperations[K][1]> | Array<FakeStep<FakeOperations[K][0], FakeOperations[K][1]>>;
};

function isFail(step: unknown): step is { [FAIL]: AuthError } {
  return typeof step === 'object' && step !== null && FAIL in step;
}
function isHang(step: unknown): step is { [HANG]: true } {
  return typeof step === 'object' && step !== null && HANG in step;
}
function isDelay(step: unknown): step is { delayMs: number; then: unknown } {
  return typeof step === 'object' && step !== null && 'delayMs' in step && 'then' in step;
}

/** A step's answer: its failure, never (hang), after its delay, its function's or itself. */
export async function runStep(step: unknown, request: unknown): Promise<unknown> {
  if (isFail(step)) throw step[FAIL];
  if (isHang(step)) return new Promise(() => {});
  if (isDelay(step)) {
    await new Promise((resolve) => setTimeout(resolve, step.delayMs));
    return runStep(step.then, request);
  }
  if (typeof step === 'function') return (step as (r: unknown) => unknown)(request);
  return step;
}
