// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthClientProvider } from '../../react/auth-client-provider';
import { createFakeAuthClient, createFakePhoneParser } from '../../testing';
import { useLoginForm } from '../login-form/use-login-form';
import { useOtp } from '../otp/use-otp';
import { useLoginWidget } from './use-login-widget';

describe('useLoginWidget', () => {
  it('runs a whole SMS login, each screen attached to its flow', async () => {
    const client = createFakeAuthClient();
    const onEvent = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <AuthClientProvider client={client}>{children}</AuthClientProvider>;
    const { result } = renderHook(
      () =>
        useLoginWidget({
          config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
          callbacks: { onEvent },
          loadPhoneParser: () => Promise.resolve(createFakePhoneParser()),
        }),
      { wrapper },
    );
    expect(result.current.screen).toBe('Main');
    const form = renderHook(() => useLoginForm({ actorRef: result.current.formRef! }));
    expect(form.result.current).toMatchObject({ tabs: ['sms'], activeTab: 'sms' });
    act(() => form.result.current.submitPhone('sms', { text: '(415) 555-0100', regionCode: 'US', callingCode: '1' }));
    await waitFor(() => expect(result.current.screen).toBe('OTPAuthenticate'));
    expect(result.current.formRef).toBeUndefined();
    // The flows after Main come from a module loaded on demand: the code step's flow starts with it.
    await waitFor(() => expect(result.current.otpRef).toBeDefined());

    const otp = renderHook(() => useOtp({ actorRef: result.current.otpRef! }));
    expect(otp.result.current).toMatchObject({ status: 'awaitingCode', displayDestination: '(415) 555-0100' });
    act(() => otp.result.current.submitCode('123456'));
    await waitFor(() => expect(result.current.screen).toBe('OTPConfirmation'));
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(client.telemetry[0]).toEqual({ name: 'render_login_screen' });
  });

  it('calls the latest callbacks without restarting the flow', async () => {
    const client = createFakeAuthClient();
    const first = vi.fn();
    const second = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <AuthClientProvider client={client}>{children}</AuthClientProvider>;
    const { result, rerender } = renderHook(
      ({ onEvent }) => useLoginWidget({ config: { products: ['otp'], otpOptions: { methods: ['email'] } }, callbacks: { onEvent } }),
      { wrapper, initialProps: { onEvent: first } },
    );
    const actorRef = result.current.actorRef;
    rerender({ onEvent: second });
    expect(result.current.actorRef).toBe(actorRef);
    act(() => result.current.formRef?.send({ type: 'email.submit', email: 'ada@example.com' }));
    await waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).not.toHaveBeenCalled();
  });

  it('builds the machine and its input once per mount, not per render', () => {
    const client = createFakeAuthClient();
    const getSync = vi.spyOn(client.bootstrap, 'getSync');
    const wrapper = ({ children }: { children: ReactNode }) => <AuthClientProvider client={client}>{children}</AuthClientProvider>;
    const { rerender } = renderHook(() => useLoginWidget({ config: { products: ['otp'], otpOptions: { methods: ['email'] } } }), { wrapper });
    rerender();
    rerender();
    expect(getSync).toHaveBeenCalledTimes(1);
  });
});
