import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAuthError } from '../../client';
import { resendCodeMachine, resendCodeWith } from './resend-code.machine';
import { selectResendCodeView } from './resend-code.selectors';

function startResend(resend: () => Promise<unknown>) {
  const reportError = vi.fn();
  const actor = createActor(
    resendCodeMachine.provide({ actors: { resend: fromPromise(resend) }, actions: { reportError } }),
    { input: { request: { to: 'a@b.co' } } },
  ).start();
  return { actor, reportError, view: () => selectResendCodeView(actor.getSnapshot()) };
}

describe('resend code', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts enabled in initial', () => {
    const { view } = startResend(() => Promise.resolve('ok'));
    expect(view()).toEqual({ status: 'initial', isDisabled: false, isPending: false, error: null });
  });

  it('goes sending → sent (2 s) → waiting, disabled while sending and sent', async () => {
    let finish!: (value: unknown) => void;
    const { actor, view } = startResend(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'code.resend' });
    expect(view()).toMatchObject({ status: 'sending', isDisabled: true, isPending: true });

    finish({ methodId: 'm2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'sent', isDisabled: true });
    expect(actor.getSnapshot().context).toMatchObject({ sentCount: 1, lastResult: { methodId: 'm2' } });

    await vi.advanceTimersByTimeAsync(1_999);
    expect(view().status).toBe('sent');
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toMatchObject({ status: 'waiting', isDisabled: false });
  });

  it('ignores resend while sending or sent', async () => {
    const resend = vi.fn(() => Promise.resolve('ok'));
    const { actor, view } = startResend(resend);
    actor.send({ type: 'code.resend' });
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'code.resend' });
    expect(view().status).toBe('sent');
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('can resend again from waiting', async () => {
    const resend = vi.fn(() => Promise.resolve('ok'));
    const { actor, view } = startResend(resend);
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('sent');
    expect(actor.getSnapshot().context.sentCount).toBe(2);
  });

  it('passes the request to the resend actor', async () => {
    const resend = vi.fn(({ input }: { input: unknown }) => Promise.resolve(input));
    const actor = createActor(resendCodeMachine.provide({ actors: { resend: fromPromise(resend) } }), {
      input: { request: { destination: 'x' } },
    }).start();
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(resend.mock.calls[0]?.[0].input).toEqual({ destination: 'x' });
  });

  it('returns to initial with the error when the resend fails, and reports it', async () => {
    const { actor, view, reportError } = startResend(() => Promise.reject(createAuthError('user_lock_limit_reached')));
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'initial', isDisabled: false, error: { type: 'user_lock_limit_reached' } });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.sentCount).toBe(0);
  });

  it('clears the previous error on the next attempt', async () => {
    let attempt = 0;
    const { actor, view } = startResend(() =>
      attempt++ === 0 ? Promise.reject(createAuthError('network_unreachable')) : Promise.resolve('ok'),
    );
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'code.resend' });
    expect(view().error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('sent');
  });

  it('gives up on a request that never answers, back to initial with request_timeout', async () => {
    const actor = createActor(resendCodeWith(() => new Promise(() => {}), { requestTimeoutMs: 5_000 }), { input: {} }).start();
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(selectResendCodeView(actor.getSnapshot())).toMatchObject({ status: 'initial', isPending: false, error: { type: 'request_timeout' } });
  });
});
