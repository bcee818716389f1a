import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { newRequestId } from '../domain/random';

/**
 * A failure to report in Stytch's error shape, with its HTTP status. The HTTP layer throws it (body
 * parsing, client auth, the control API); the domain and the use cases throw a `DomainError`,
 * which {@link toApiError} turns into one. The app's error handler answers it (see {@link apiError}).
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

/**
 * The one place a domain error's kind becomes an HTTP status. Stytch's status for each of its
 * error types follows its kind (400 for a bad request, 401 for missing proof, …), so the domain
 * names the kind and this table the status.
 */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  too_many_requests: 429,
};

/**
 * The Stytch error an error thrown by a route, a use case or the domain stands for: an
 * {@link ApiError} as it is, a {@link DomainError} with the status of its kind; `undefined` for
 * anything else (a bug, answered 500 by the app's error handler).
 */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return new ApiError(STATUS_OF_KIND[error.kind], error.errorType, error.message);
  return undefined;
}

/** An error of the `/emulator/*` control API: the same shape, without a Stytch `error_url`. */
export const controlError = (status: ContentfulStatusCode, errorType: string, message: string): ApiError =>
  new ApiError(status, errorType, message, null);

export { newRequestId };

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
