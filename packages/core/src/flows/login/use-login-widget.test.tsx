// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthClientProvider } from '../../react/auth-client-provider';
import { createFakeAuthClient, createFakePhoneParser } from '../../testing';
import { useOtpFlow } from '../otp/use-otp-flow';
import { useLoginWidget } from './use-login-widget';

describe('useLoginWidget', () => {
  it('runs a whole SMS login, with the OTP screen attached to the widget’s child', async () => {
    const client = createFakeAuthClient();
    const onEvent = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthClientProvider client={client}>{children}</AuthClientProvider>
    );
    const { result } = renderHook(
      () => {
        const login = useLoginWidget({
          config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
          callbacks: { onEvent },
          loadPhoneParser: () => Promise.resolve(createFakePhoneParser()),
        });
        return login;
      },
      { wrapper },
    );
    expect(result.current).toMatchObject({ screen: 'Main', tabs: ['sms'], activeTab: 'sms' });
    act(() => result.current.submitPhone('sms', { text: '(415) 555-0100', regionCode: 'US', callingCode: '1' }));
    await waitFor(() => expect(result.current.screen).toBe('OTPAuthenticate'));
    expect(result.current.otpRef).toBeDefined();

    const otp = renderHook(() => useOtpFlow({ actorRef: result.current.otpRef! }));
    expect(otp.result.current).toMatchObject({ status: 'awaitingCode', displayDestination: '(415) 555-0100' });
    act(() => otp.result.current.submitCode('123456'));
    await waitFor(() => expect(result.current.screen).toBe('OTPConfirmation'));
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'OTP_LOGIN_OR_CREATE',
      'OTP_AUTHENTICATE',
      'AUTHENTICATE_FLOW_COMPLETE',
    ]);
    expect(client.telemetry[0]).toEqual({ name: 'render_login_screen' });
  });

  it('calls the latest callbacks without restarting the flow', async () => {
    const client = createFakeAuthClient();
    const first = vi.fn();
    const second = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthClientProvider client={client}>{children}</AuthClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ onEvent }) => useLoginWidget({ config: { products: ['otp'], otpOptions: { methods: ['email'] } }, callbacks: { onEvent } }),
      { wrapper, initialProps: { onEvent: first } },
    );
    const actorRef = result.current.actorRef;
    rerender({ onEvent: second });
    expect(result.current.actorRef).toBe(actorRef);
    act(() => result.current.submitEmail('ada@example.com'));
    await waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).not.toHaveBeenCalled();
  });
});
