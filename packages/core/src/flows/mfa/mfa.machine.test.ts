import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeTotpEnrolment, type FakeScript } from '../../testing';
import { selectOtpView } from '../otp';
import { createMfaActors } from './mfa.actors';
import { mfaMachine } from './mfa.machine';
import { selectMfaView } from './mfa.selectors';
import type { MfaInput } from './mfa.types';

const phone = { phoneId: 'phone-1', phoneNumber: '+14155550100' };
const first = {
  ...fakeAuthenticateResult('user-test-1', ['password']),
  user: { ...fakeAuthenticateResult().user!, totps: [{ totpId: 'totp-1', verified: true }] },
};
/** The user the first factor signed in: `otps.*.send` (`send/secondary`) needs them, and answers with their address's or number's id. */
const signedIn = { ...first.user, emails: [{ emailId: 'email-1', email: 'ada@example.com', verified: true }], phoneNumbers: [{ ...phone, verified: true }] };

function start(plan: MfaInput['plan'], script: FakeScript = {}) {
  const client = createFakeAuthClient({ script, user: signedIn });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(mfaMachine.provide({ actors: createMfaActors(client, { effects }), actions: effects }), {
    input: { via: 'password', result: first, plan, sessionDurationMinutes: 30, otpExpirationMinutes: 5 },
  }).start();
  const view = () => selectMfaView(actor.getSnapshot());
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { actor, client, effects, view, settle };
}

describe('the mfa flow (MFA: the second factor)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe("the authenticator app's code", () => {
    it('ignores an incomplete code, verifies a complete one and ends with the new session', async () => {
      const { actor, client, view, settle } = start({ kind: 'totp', smsPhone: null });
      expect(view()).toMatchObject({ screen: 'totpEntry', canText: false, isPending: false });
      actor.send({ type: 'code.submit', code: '12345' });
      expect(client.calls).toEqual([]);
      actor.send({ type: 'code.submit', code: '123 456' });
      expect(view()).toMatchObject({ screen: 'totpEntry', isPending: true, entry: '123456' });
      await settle();
      expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 30 }]);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'secondFactorDone', via: 'password' });
      const output = actor.getSnapshot().output!;
      expect(output.kind === 'secondFactorDone' && output.result.session!.authenticationFactors.map((factor) => factor.type)).toEqual(['otp', 'totp']);
    });

    it('keeps the user on the code with the error after a wrong one, and reports it', async () => {
      const { actor, view, effects, settle } = start(
        { kind: 'totp', smsPhone: null },
        { 'totps.authenticate': [fail('unable_to_authenticate_totp'), fakeAuthenticateResult(undefined, ['password', 'totp'])] },
      );
      actor.send({ type: 'code.submit', code: '000000' });
      await settle();
      expect(view()).toMatchObject({ screen: 'totpEntry', isPending: false, entry: '000000', error: { type: 'unable_to_authenticate_totp' } });
      expect(effects.reportError).toHaveBeenCalledTimes(1);
      actor.send({ type: 'code.submit', code: '123456' });
      expect(view().error).toBeNull();
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
    });

    it("offers a text only with a phone, and sends it to the number on file with `otps.sms.send`", async () => {
      const { actor, client, view, settle } = start({ kind: 'totp', smsPhone: phone });
      expect(view().canText).toBe(true);
      actor.send({ type: 'method.sms' });
      expect(view()).toMatchObject({ screen: 'smsEntry', maskedPhone: '•••• 0100', addingPhone: false, canUseApp: true });
      await settle();
      expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
      expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([]);
      const sms = actor.getSnapshot().children.sms!;
      // The OTP flow shows the number on file masked, as the step-up does.
      expect(selectOtpView(sms.getSnapshot())).toMatchObject({
        status: 'awaitingCode',
        methodId: 'phone-1',
        destination: '+14155550100',
        displayDestination: '•••• 0100',
      });
      sms.send({ type: 'code.submit', code: '654321' });
      await settle();
      expect(client.callsTo('otps.authenticate')).toEqual([{ code: '654321', methodId: 'phone-1', sessionDurationMinutes: 30 }]);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('the texted code is no login either: no OTP_LOGIN_OR_CREATE, no email_sent', async () => {
      const { actor, effects, settle } = start({ kind: 'totp', smsPhone: phone });
      actor.send({ type: 'method.sms' });
      await settle();
      await vi.advanceTimersByTimeAsync(60_000);
      actor.getSnapshot().children.sms!.send({ type: 'code.resend' });
      await settle();
      expect(effects.reportEvent).not.toHaveBeenCalled();
      expect(effects.logTelemetry).not.toHaveBeenCalled();
    });

    it('does not text without a phone on file', () => {
      const { actor, view } = start({ kind: 'totp', smsPhone: null });
      actor.send({ type: 'method.sms' });
      expect(view().screen).toBe('totpEntry');
    });
  });

  describe("a code emailed to the user (a sensitive change's step-up)", () => {
    const email = { emailId: 'email-1', email: 'ada@example.com' };

    it('sends it with `otps.email.send` for the signed-in user, shows the address, and ends with the session that has it', async () => {
      const { actor, client, view, settle } = start(
        { kind: 'email', email },
        { 'otps.authenticate': fakeAuthenticateResult('user-test-1', ['password', 'totp', 'otp']) },
      );
      expect(view()).toMatchObject({ screen: 'emailEntry', canText: false, canUseApp: false, maskedPhone: null });
      await settle();
      expect(client.callsTo('otps.email.send')).toEqual([{ email: 'ada@example.com', expirationMinutes: 5 }]);
      expect(client.callsTo('otps.email.loginOrCreate')).toEqual([]);
      const code = actor.getSnapshot().children.email!;
      expect(selectOtpView(code.getSnapshot())).toMatchObject({
        status: 'awaitingCode',
        method: 'email',
        displayDestination: 'ada@example.com',
        methodId: 'email-1',
      });
      code.send({ type: 'code.submit', code: '246810' });
      await settle();
      expect(client.callsTo('otps.authenticate')).toEqual([{ code: '246810', methodId: 'email-1', sessionDurationMinutes: 30 }]);
      const output = actor.getSnapshot().output!;
      expect(output.kind === 'secondFactorDone' && output.result.session!.authenticationFactors.map((factor) => factor.type)).toEqual([
        'password',
        'totp',
        'otp',
      ]);
    });

    it('a wrong code stays on the code with its error; a resend sends again to the same address', async () => {
      const { actor, client, view, settle } = start(
        { kind: 'email', email },
        { 'otps.authenticate': [fail('otp_code_not_found'), fakeAuthenticateResult('user-test-1', ['password', 'otp'])] },
      );
      await settle();
      const code = actor.getSnapshot().children.email!;
      code.send({ type: 'code.submit', code: '000000' });
      await settle();
      expect(view().screen).toBe('emailEntry');
      expect(selectOtpView(code.getSnapshot())).toMatchObject({ status: 'awaitingCode', error: { type: 'otp_code_not_found' } });
      // The resend control waits out its cooldown first.
      await vi.advanceTimersByTimeAsync(60_000);
      code.send({ type: 'code.resend' });
      await settle();
      expect(client.callsTo('otps.email.send')).toEqual([
        { email: 'ada@example.com', expirationMinutes: 5 },
        { email: 'ada@example.com', expirationMinutes: 5 },
      ]);
      code.send({ type: 'code.submit', code: '123456' });
      await settle();
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'secondFactorDone' });
    });

    it("is the signed-in user's code, not a login: email_sent says `send_otp`, and no OTP_LOGIN_OR_CREATE, sent or resent", async () => {
      const { actor, effects, settle } = start({ kind: 'email', email });
      await settle();
      expect(effects.logTelemetry.mock.calls.map(([, event]) => event)).toEqual([{ name: 'email_sent', details: { email: 'ada@example.com', type: 'send_otp' } }]);
      await vi.advanceTimersByTimeAsync(60_000);
      actor.getSnapshot().children.email!.send({ type: 'code.resend' });
      await settle();
      expect(effects.logTelemetry.mock.calls.map(([, event]) => event).slice(1)).toEqual([
        { name: 'email_try_again_clicked', details: { email: 'ada@example.com', type: 'send_otp' } },
      ]);
      expect(effects.reportEvent).not.toHaveBeenCalled();
    });

    it('a failed send offers to try again', async () => {
      const { actor, client, settle } = start({ kind: 'email', email }, { 'otps.email.send': [fail('too_many_requests'), { methodId: 'email-1', raw: {} }] });
      await settle();
      const code = actor.getSnapshot().children.email!;
      expect(selectOtpView(code.getSnapshot())).toMatchObject({ status: 'sendFailed', error: { type: 'too_many_requests' } });
      code.send({ type: 'code.resend' });
      await settle();
      expect(client.callsTo('otps.email.send')).toHaveLength(2);
      expect(selectOtpView(code.getSnapshot()).status).toBe('awaitingCode');
    });
  });

  describe('a recovery code', () => {
    it('logs in, then tells how many codes are left and goes on', async () => {
      const { actor, client, view, settle } = start({ kind: 'totp', smsPhone: null });
      actor.send({ type: 'method.recovery' });
      expect(view()).toMatchObject({ screen: 'recoveryEntry', entry: '' });
      actor.send({ type: 'recovery.submit', code: '   ' });
      expect(client.calls).toEqual([]);
      actor.send({ type: 'recovery.submit', code: ' CKSS-2SKX-EBOW ' });
      await settle();
      expect(client.callsTo('totps.recover')).toEqual([{ recoveryCode: 'ckss-2skx-ebow', sessionDurationMinutes: 30 }]);
      expect(view()).toMatchObject({ screen: 'recoveryUsed', recoveryCodesLeft: 4 });
      actor.send({ type: 'codes.keep' });
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('a used code shows the error and keeps what was typed', async () => {
      const { actor, view, settle } = start({ kind: 'totp', smsPhone: null }, { 'totps.recover': fail('unable_to_authenticate_recovery_code') });
      actor.send({ type: 'method.recovery' });
      actor.send({ type: 'recovery.submit', code: 'ckss-2skx-ebow' });
      await settle();
      expect(view()).toMatchObject({ screen: 'recoveryEntry', entry: 'ckss-2skx-ebow', error: { type: 'unable_to_authenticate_recovery_code' } });
      actor.send({ type: 'method.totp' });
      expect(view()).toMatchObject({ screen: 'totpEntry', error: null });
    });

    it('a count that fails to load does not undo the login (new codes are still offered)', async () => {
      const { actor, view, settle } = start({ kind: 'totp', smsPhone: null }, { 'totps.recoveryCodes': fail('internal_server_error') });
      actor.send({ type: 'method.recovery' });
      actor.send({ type: 'recovery.submit', code: 'ckss-2skx-ebow' });
      await settle();
      expect(view()).toMatchObject({ screen: 'recoveryUsed', recoveryCodesLeft: null, canRenewCodes: true });
    });

    it('a session Stytch will not tell the count (a password and a recovery code: one factor category) is not offered new codes, which it would refuse too; nothing shows as failed', async () => {
      const { actor, client, view, settle } = start({ kind: 'totp', smsPhone: null }, { 'totps.recoveryCodes': fail('insufficient_factors') });
      actor.send({ type: 'method.recovery' });
      actor.send({ type: 'recovery.submit', code: 'ckss-2skx-ebow' });
      await settle();
      expect(view()).toMatchObject({ screen: 'recoveryUsed', recoveryCodesLeft: null, canRenewCodes: false, error: null });
      // The offer is not there to take: no call that could only fail.
      actor.send({ type: 'codes.renew' });
      await settle();
      expect(view().screen).toBe('recoveryUsed');
      expect(client.callsTo('user.deleteTotp')).toEqual([]);
      expect(client.callsTo('totps.create')).toEqual([]);
      actor.send({ type: 'codes.keep' });
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'secondFactorDone', via: 'password' });
    });

    it('new codes refused to this session: the login stands, the offer goes, the error says why', async () => {
      const { actor, view, settle } = start({ kind: 'totp', smsPhone: null }, { 'user.deleteTotp': fail('insufficient_factors') });
      actor.send({ type: 'method.recovery' });
      actor.send({ type: 'recovery.submit', code: 'ckss-2skx-ebow' });
      await settle();
      actor.send({ type: 'codes.renew' });
      await settle();
      expect(view()).toMatchObject({ screen: 'recoveryUsed', canRenewCodes: false, error: { type: 'insufficient_factors' } });
      actor.send({ type: 'codes.renew' });
      expect(view().screen).toBe('recoveryUsed');
      actor.send({ type: 'codes.keep' });
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'secondFactorDone' });
    });

    it('new codes: the old app is deleted, a new one is set up and its codes are shown', async () => {
      const { actor, client, view, settle } = start({ kind: 'totp', smsPhone: null });
      actor.send({ type: 'method.recovery' });
      actor.send({ type: 'recovery.submit', code: 'ckss-2skx-ebow' });
      await settle();
      actor.send({ type: 'codes.renew' });
      await settle();
      expect(client.calls.map((call) => call.operation).slice(-2)).toEqual(['user.deleteTotp', 'totps.create']);
      expect(client.callsTo('user.deleteTotp')).toEqual([{ totpId: 'totp-1' }]);
      expect(view()).toMatchObject({ screen: 'enrolScan', enrolment: fakeTotpEnrolment() });
    });
  });

  describe('enrolment (policy: required, nothing enrolled)', () => {
    it('an authenticator app: created, confirmed by a code, its recovery codes shown until saved', async () => {
      const { actor, client, view, settle } = start({ kind: 'enrol', method: 'totp' });
      expect(view()).toMatchObject({ screen: 'enrolCreating', isPending: true });
      await settle();
      expect(client.callsTo('totps.create')).toEqual([{ expirationMinutes: 60 }]);
      expect(view()).toMatchObject({ screen: 'enrolScan', enrolment: { secret: fakeTotpEnrolment().secret } });
      actor.send({ type: 'code.submit', code: '123456' });
      await settle();
      expect(view().screen).toBe('enrolCodes');
      expect(actor.getSnapshot().status).toBe('active');
      actor.send({ type: 'codes.saved' });
      expect(actor.getSnapshot().status).toBe('done');
    });

    // `retry` is the deprecated name of `request.retry` (issue 23), accepted until 0.3.
    it.each(['request.retry', 'retry'] as const)('a failed creation shows the error and can be retried (%s)', async (type) => {
      const { actor, view, settle } = start({ kind: 'enrol', method: 'totp' }, { 'totps.create': [fail('too_many_requests'), fakeTotpEnrolment()] });
      await settle();
      expect(view()).toMatchObject({ screen: 'enrolCreateFailed', isPending: false, error: { type: 'too_many_requests' } });
      actor.send({ type });
      await settle();
      expect(view()).toMatchObject({ screen: 'enrolScan', error: null });
    });

    it('an enrolment Stytch refuses to this session ends the flow with the error (no retry loop)', async () => {
      const { actor, settle } = start({ kind: 'enrol', method: 'totp' }, { 'totps.create': fail('insufficient_factors') });
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ kind: 'failed', error: { type: 'insufficient_factors' } });
    });

    it('a phone number: typed (E.164 only), texted, and another one can be typed instead', async () => {
      const { actor, client, view, settle } = start({ kind: 'enrol', method: 'sms' });
      expect(view().screen).toBe('phoneEntry');
      actor.send({ type: 'phone.submit', phoneNumber: '4155550100' });
      expect(view().screen).toBe('phoneEntry');
      actor.send({ type: 'phone.submit', phoneNumber: '+14155550100' });
      expect(view()).toMatchObject({ screen: 'smsEntry', addingPhone: true, maskedPhone: '+14155550100', canUseApp: false });
      await settle();
      expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
      // The number being added is the user's own typing: the OTP flow shows it in full.
      expect(selectOtpView(actor.getSnapshot().children.sms!.getSnapshot()).displayDestination).toBe('+14155550100');
      actor.send({ type: 'phone.change' });
      expect(view()).toMatchObject({ screen: 'phoneEntry', entry: '+14155550100' });
    });
  });
});
