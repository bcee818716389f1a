import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, hang, type FakeScript } from '../../testing';
import { selectCountdownView } from '../countdown';
import { createOtpActors } from './otp.actors';
import { otpMachine } from './otp.machine';
import { selectOtpView } from './otp.selectors';
import type { OtpInput } from './otp.types';

function startOtp(input: Partial<OtpInput> = {}, script: FakeScript = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(
    otpMachine.provide({ actors: createOtpActors(client, { effects, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) }), actions: effects }),
    { input: { method: 'email', destination: 'ada@example.com', methodId: 'email-1', ...input } },
  ).start();
  const view = () => selectOtpView(actor.getSnapshot());
  return { actor, client, effects, view };
}

describe('otp flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  describe('when the code was already sent', () => {
    it('waits for the code, with a 5-minute countdown by default', () => {
      const { actor, view, client } = startOtp();
      expect(view()).toMatchObject({ status: 'awaitingCode', isPending: false, methodId: 'email-1', error: null });
      expect(client.calls).toEqual([]);
      const countdown = actor.getSnapshot().children.countdown!;
      expect(selectCountdownView(countdown.getSnapshot()).timeRemaining).toBe('5:00');
    });

    it('counts from when the code was sent and from the configured expiry', () => {
      const { actor } = startOtp({ expirationMinutes: 2, sentAt: Date.now() - 30_000 });
      expect(selectCountdownView(actor.getSnapshot().children.countdown!.getSnapshot()).timeRemaining).toBe('1:30');
    });
  });

  describe('when it must send the code itself', () => {
    it('sends, then waits for the code', async () => {
      const { view, client, effects } = startOtp({ methodId: undefined, destination: 'ada@example.com' });
      expect(view()).toMatchObject({ status: 'sending', isPending: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'awaitingCode', methodId: 'email-test-ada@example.com' });
      expect(client.callsTo('otps.email.loginOrCreate')).toEqual([
        { email: 'ada@example.com', expirationMinutes: 5 },
      ]);
      expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'OTP_LOGIN_OR_CREATE' }));
    });

    it('sends SMS and WhatsApp codes to the phone number', async () => {
      const sms = startOtp({ methodId: undefined, method: 'sms', destination: '+14155550100' });
      const whatsapp = startOtp({ methodId: undefined, method: 'whatsapp', destination: '+14155550100', locale: 'es' });
      await vi.advanceTimersByTimeAsync(0);
      expect(sms.client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
      expect(whatsapp.client.callsTo('otps.whatsapp.loginOrCreate')).toEqual([
        { phoneNumber: '+14155550100', expirationMinutes: 5, locale: 'es' },
      ]);
    });

    it('shows a failed send and retries it on resend', async () => {
      const { actor, view, effects } = startOtp(
        { methodId: undefined },
        { 'otps.email.loginOrCreate': [fail('invalid_email'), { methodId: 'm2', raw: {} }] },
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'sendFailed', isPending: false, error: { type: 'invalid_email' } });
      expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), { type: 'invalid_email' });
      actor.send({ type: 'code.resend' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'awaitingCode', methodId: 'm2', error: null });
    });

    it('stops a send that never answers after the request timeout', async () => {
      const { view } = startOtp({ methodId: undefined }, { 'otps.email.loginOrCreate': hang() }, 10_000);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(view()).toMatchObject({ status: 'sendFailed', isPending: false, error: { type: 'request_timeout' } });
    });
  });

  describe('code entry', () => {
    it('ignores an incomplete code', () => {
      const { actor, view, client } = startOtp();
      actor.send({ type: 'code.submit', code: '12345' });
      expect(view().status).toBe('awaitingCode');
      expect(client.calls).toEqual([]);
    });

    it('verifies a 6-digit code and finishes with the session', async () => {
      const { actor, view, client, effects } = startOtp({ sessionDurationMinutes: 45 });
      actor.send({ type: 'code.submit', code: '123456' });
      expect(view()).toMatchObject({ status: 'verifying', isPending: true, code: '123456' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output?.result.userId).toBe('user-test-1');
      expect(client.callsTo('otps.authenticate')).toEqual([
        { code: '123456', methodId: 'email-1', sessionDurationMinutes: 45 },
      ]);
      expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'OTP_AUTHENTICATE' }));
    });

    it('keeps only digits of a pasted code', () => {
      const { actor, view } = startOtp();
      actor.send({ type: 'code.submit', code: ' 123-456 ' });
      expect(view()).toMatchObject({ status: 'verifying', code: '123456' });
    });

    it('stays on the code with the error after a wrong code, keeping what was typed', async () => {
      const { actor, view, effects } = startOtp({}, { 'otps.authenticate': [fail('otp_code_not_found'), fail('otp_code_not_found')] });
      actor.send({ type: 'code.submit', code: '000000' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'awaitingCode', isPending: false, code: '000000', error: { type: 'otp_code_not_found' } });
      expect(effects.reportError).toHaveBeenCalledTimes(1);
      actor.send({ type: 'code.submit', code: '111111' });
      expect(view()).toMatchObject({ status: 'verifying', error: null });
    });

    it('succeeds with the right code after a wrong one', async () => {
      const { actor, view } = startOtp({}, { 'otps.authenticate': [fail('otp_code_not_found'), (r) => ({ userId: r.code, session: null, user: null, raw: {} })] });
      actor.send({ type: 'code.submit', code: '000000' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'code.submit', code: '424242' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().status).toBe('authenticated');
      expect(actor.getSnapshot().output?.result.userId).toBe('424242');
    });

    it('gives up on a verification that never answers', async () => {
      const { actor, view } = startOtp({}, { 'otps.authenticate': hang() }, 8_000);
      actor.send({ type: 'code.submit', code: '123456' });
      await vi.advanceTimersByTimeAsync(8_000);
      expect(view()).toMatchObject({ status: 'awaitingCode', isPending: false, error: { type: 'request_timeout' } });
    });

    it('keeps the countdown and resend state running while verifying', async () => {
      const { actor } = startOtp({}, { 'otps.authenticate': hang() });
      const countdown = actor.getSnapshot().children.countdown;
      actor.send({ type: 'code.submit', code: '123456' });
      expect(actor.getSnapshot().children.countdown).toBe(countdown);
    });
  });

  describe('resend', () => {
    it('sends a new code, restarts the countdown and uses the new method id', async () => {
      const { actor, view, client, effects } = startOtp(
        {},
        { 'otps.email.loginOrCreate': { methodId: 'email-2', raw: {} }, 'otps.authenticate': [fail('otp_code_not_found'), (r) => ({ userId: r.methodId, session: null, user: null, raw: {} })] },
      );
      actor.send({ type: 'code.submit', code: '000000' });
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(120_000);
      const countdown = () => selectCountdownView(actor.getSnapshot().children.countdown!.getSnapshot());
      expect(countdown().timeRemaining).toBe('3:00');

      actor.send({ type: 'code.resend' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.email.loginOrCreate')).toHaveLength(1);
      expect(view()).toMatchObject({ methodId: 'email-2', error: null });
      expect(countdown().timeRemaining).toBe('5:00');
      expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'OTP_LOGIN_OR_CREATE' }));

      actor.send({ type: 'code.submit', code: '123456' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().output?.result.userId).toBe('email-2');
    });

    it('logs email_try_again_clicked for email codes only', () => {
      const email = startOtp();
      email.actor.send({ type: 'code.resend' });
      expect(email.effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
        name: 'email_try_again_clicked',
        details: { email: 'ada@example.com', type: 'login_or_create_otp' },
      });
      const sms = startOtp({ method: 'sms', destination: '+14155550100' });
      sms.actor.send({ type: 'code.resend' });
      expect(sms.effects.logTelemetry).not.toHaveBeenCalled();
    });

    it('is ignored while a code is being verified', () => {
      const { actor, client } = startOtp({}, { 'otps.authenticate': hang() });
      actor.send({ type: 'code.submit', code: '123456' });
      actor.send({ type: 'code.resend' });
      expect(client.callsTo('otps.email.loginOrCreate')).toEqual([]);
    });

    it('leaves the method id alone when the resend fails', async () => {
      const { actor, view } = startOtp({}, { 'otps.email.loginOrCreate': fail('user_lock_limit_reached') });
      actor.send({ type: 'code.resend' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().methodId).toBe('email-1');
      expect(actor.getSnapshot().children.resend!.getSnapshot().context.error).toEqual({ type: 'user_lock_limit_reached' });
    });
  });
});
