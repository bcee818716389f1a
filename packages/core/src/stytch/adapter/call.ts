import { createAuthError, toAuthError, type OtpSendResult, type RequestOptions } from '../../client';

/**
 * Runs one SDK call: rejects with an AuthError, and settles as `aborted` as soon as the signal
 * fires (the SDK itself cannot cancel requests, but the flow must never wait on an abandoned one).
 */
export function call<T>(options: RequestOptions | undefined, run: () => Promise<T>): Promise<T> {
  const signal = options?.signal;
  if (signal?.aborted) return Promise.reject(createAuthError('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(createAuthError('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    Promise.resolve()
      .then(run)
      .then(resolve, (error: unknown) => reject(toAuthError(error)))
      .finally(() => signal?.removeEventListener('abort', onAbort));
  });
}

/** A send's answer: its `method_id`, or an invalid response. */
export function sent(response: { method_id?: string } | undefined): OtpSendResult {
  if (!response || typeof response.method_id !== 'string') {
    throw createAuthError('invalid_response', { message: 'The server answered without a method_id.' });
  }
  return { methodId: response.method_id, raw: response };
}
