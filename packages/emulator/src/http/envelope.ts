import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { newId } from '../domain/random';

/**
 * A failure to report in Stytch's error shape. Route code throws it; the app's error handler
 * turns it into the response (see {@link apiError}).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorType: string,
    message: string,
    /** Stytch's documentation page for the error; null for the emulator's own control API. */
    readonly errorUrl: string | null = `https://stytch.com/docs/api/errors/${status}#${errorType}`,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An error of the `/emulator/*` control API: the same shape, without a Stytch `error_url`. */
export const controlError = (status: ContentfulStatusCode, errorType: string, message: string): ApiError =>
  new ApiError(status, errorType, message, null);

export const newRequestId = (): string => newId('request-id');

/**
 * A Stytch error response: unwrapped, at the top level, JSON (protocol §1.7). Never a
 * `body`/`params`/`query` key, which would turn it into the SDK's schema error.
 */
export function apiError(c: Context, status: ContentfulStatusCode, errorType: string, errorMessage: string): Response {
  return errorResponse(c, new ApiError(status, errorType, errorMessage));
}

export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(
    {
      status_code: error.status,
      request_id: newRequestId(),
      error_type: error.errorType,
      error_message: error.message,
      ...(error.errorUrl === null ? {} : { error_url: error.errorUrl }),
    },
    error.status,
  );
}

/** A Stytch success response: the payload inside `data`, with `request_id` and `status_code` (protocol §1.6). */
export function ok(c: Context, payload: object = {}): Response {
  return c.json({ data: { request_id: newRequestId(), status_code: 200, ...payload } }, 200);
}
