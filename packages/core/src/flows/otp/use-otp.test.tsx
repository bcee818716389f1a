// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthClientProvider } from '../../react/auth-client-provider';
import { useCountdown } from '../countdown/use-countdown';
import { useResendCode } from '../resend-code/use-resend-code';
import { createFakeAuthClient, fail, type FakeAuthClient } from '../../testing';
import { useOtp } from './use-otp';

const wrapperFor = (client: FakeAuthClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <AuthClientProvider client={client}>{children}</AuthClientProvider>;
  };

describe('useOtp', () => {
  it('sends the code itself when standalone, then verifies it and calls onDone', async () => {
    const client = createFakeAuthClient();
    const onDone = vi.fn();
    const onEvent = vi.fn();
    const { result } = renderHook(
      () => useOtp({ method: 'email', destination: 'ada@example.com', onDone, callbacks: { onEvent } }),
      { wrapper: wrapperFor(client) },
    );
    expect(result.current.status).toBe('sending');
    await waitFor(() => expect(result.current.status).toBe('awaitingCode'));
    act(() => result.current.submitCode('123456'));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'authenticated', result: expect.objectContaining({ userId: 'user-test-1' }) })),
    );
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE']);
  });

  it('still calls the deprecated onSuccess (until 0.3) with the result, beside onDone', async () => {
    const client = createFakeAuthClient();
    const onDone = vi.fn();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useOtp({ method: 'email', destination: 'ada@example.com', onDone, onSuccess }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.status).toBe('awaitingCode'));
    act(() => result.current.submitCode('123456'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-test-1' })));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ result: onSuccess.mock.calls[0]![0] }));
  });

  it('exposes the error of a wrong code and reports it to onError', async () => {
    const client = createFakeAuthClient({ script: { 'otps.authenticate': fail('otp_code_not_found') } });
    const onError = vi.fn();
    const { result } = renderHook(
      () => useOtp({ method: 'sms', destination: '+14155550100', methodId: 'phone-1', callbacks: { onError } }),
      { wrapper: wrapperFor(client) },
    );
    act(() => result.current.submitCode('000000'));
    await waitFor(() => expect(result.current.error).toEqual({ type: 'otp_code_not_found' }));
    expect(result.current.code).toBe('000000');
    expect(onError).toHaveBeenCalledWith({ type: 'otp_code_not_found' });
  });

  it('gives its countdown and resend children to their own hooks', async () => {
    const client = createFakeAuthClient();
    const { result } = renderHook(
      () => {
        const otp = useOtp({ method: 'email', destination: 'ada@example.com', methodId: 'email-1' });
        const countdown = useCountdown({ actorRef: otp.countdownRef! });
        const resend = useResendCode({ actorRef: otp.resendRef! });
        return { otp, countdown, resend };
      },
      { wrapper: wrapperFor(client) },
    );
    expect(result.current.countdown.timeRemaining).toBe('5:00');
    expect(result.current.resend.status).toBe('initial');
    act(() => result.current.otp.resendCode());
    await waitFor(() => expect(result.current.resend.status).toBe('sent'));
    expect(client.callsTo('otps.email.loginOrCreate')).toHaveLength(1);
    expect(client.telemetry).toEqual([
      { name: 'email_try_again_clicked', details: { email: 'ada@example.com', type: 'login_or_create_otp' } },
    ]);
  });

  it('explains what is missing when used without a client or an actorRef', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useOtp({ method: 'email', destination: 'a@b.co' }))).toThrow(/AuthClientProvider/);
  });
});
