import { describe, expect, it } from 'vitest';
import { createAuthError, toAuthError } from './auth-error';

describe('toAuthError', () => {
  it('reads a Stytch API error by shape', () => {
    const error = Object.assign(new Error('[404] otp_code_not_found'), {
      name: 'StytchAPIError',
      status_code: 404,
      error_type: 'otp_code_not_found',
      error_message: 'The passcode is incorrect.',
      request_id: 'request-id-test-1',
    });
    expect(toAuthError(error)).toEqual({
      type: 'otp_code_not_found',
      message: 'The passcode is incorrect.',
      status: 404,
      requestId: 'request-id-test-1',
    });
  });

  it('maps an unreachable server and a failed fetch to network_unreachable', () => {
    const unreachable = Object.assign(new Error('Unable to contact our servers.'), { name: 'StytchAPIUnreachableError' });
    expect(toAuthError(unreachable)).toMatchObject({ type: 'network_unreachable' });
    expect(toAuthError(new TypeError('Failed to fetch'))).toMatchObject({ type: 'network_unreachable' });
  });

  it('maps a malformed answer to invalid_response', () => {
    const invalid = Object.assign(new Error('Invalid JSON response from our servers.'), { name: 'StytchAPIUnreachableError' });
    expect(toAuthError(invalid)).toMatchObject({ type: 'invalid_response' });
  });

  it('maps aborts and timeouts', () => {
    expect(toAuthError(new DOMException('stop', 'AbortError'))).toEqual({ type: 'aborted' });
    expect(toAuthError(new DOMException('slow', 'TimeoutError'))).toEqual({ type: 'request_timeout' });
  });

  it('maps the WebAuthn ceremony failures the browser reports', () => {
    expect(toAuthError(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toMatchObject({
      type: 'webauthn_cancelled',
    });
    expect(toAuthError(new DOMException('already registered', 'InvalidStateError'))).toMatchObject({
      type: 'webauthn_credential_exists',
    });
    expect(toAuthError(new DOMException('insecure', 'SecurityError'))).toMatchObject({ type: 'webauthn_unsupported' });
  });

  it('passes an AuthError through and wraps anything else', () => {
    const error = createAuthError('invalid_email');
    expect(toAuthError(error)).toBe(error);
    expect(toAuthError(new Error('boom'))).toEqual({ type: 'unknown_error', message: 'boom' });
    expect(toAuthError('weird')).toEqual({ type: 'unknown_error' });
  });
});
