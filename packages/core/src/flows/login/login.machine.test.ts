import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PhoneNumberParser } from '../../validation/phone';
import type { LoginConfig } from '../../config';
import { createFakeAuthClient, createFakePhoneParser, fail, hang, FAKE_BOOTSTRAP, type FakeScript } from '../../testing';
import { createLoginActors } from './login.actors';
import { loginMachine } from './login.machine';
import { selectLoginView } from './login.selectors';

const otpConfig: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };

function startLogin(
  config: LoginConfig = otpConfig,
  script: FakeScript = {},
  loadPhoneParser: () => Promise<PhoneNumberParser> = () => Promise.resolve(createFakePhoneParser()),
) {
  const client = createFakeAuthClient({ script, bootstrap: { displayWatermark: true } });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn() };
  const actors = createLoginActors(client, effects, { loadPhoneParser });
  const actor = createActor(loginMachine.provide({ actors, actions: effects }), {
    input: { config, bootstrap: FAKE_BOOTSTRAP, requestTimeoutMs: 15_000 },
  }).start();
  const view = () => selectLoginView(actor.getSnapshot());
  const eventTypes = () => effects.reportEvent.mock.calls.map(([, event]) => event.type);
  return { actor, client, effects, view, eventTypes };
}

describe('login widget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('Main', () => {
    it('opens on Main with the first tab selected and logs render_login_screen', () => {
      const { view, effects } = startLogin();
      expect(view()).toMatchObject({
        screen: 'Main',
        isPending: false,
        tabs: ['sms', 'whatsapp', 'email'],
        activeTab: 'sms',
        configErrors: [],
        error: null,
      });
      expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), { name: 'render_login_screen' });
    });

    it('takes fresh project settings from bootstrap', async () => {
      const { view } = startLogin();
      expect(view().displayWatermark).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(view().displayWatermark).toBe(true);
    });

    it('shows configuration errors instead of the form and ignores submits', () => {
      const { actor, view, client } = startLogin({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } });
      expect(view().configErrors).toEqual([{ code: 'eml_and_email_otp' }]);
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      expect(view().screen).toBe('Main');
      expect(client.calls).toEqual([]);
    });

    it('survives a config that is not an object', () => {
      const { view } = startLogin(null as unknown as LoginConfig);
      expect(view()).toMatchObject({ screen: 'Main', tabs: [], activeTab: null, configErrors: [{ code: 'no_products' }] });
    });

    it('switches tabs, clearing the error, and ignores unknown tabs', () => {
      const { actor, view } = startLogin();
      actor.send({ type: 'phone.submit', method: 'sms', phone: { text: '', regionCode: 'US', callingCode: '1' } });
      expect(view().error).toEqual({ type: 'phone_required' });
      actor.send({ type: 'tab.select', tab: 'email' });
      expect(view()).toMatchObject({ activeTab: 'email', error: null });
      actor.send({ type: 'tab.select', tab: 'nope' as never });
      expect(view().activeTab).toBe('email');
    });
  });

  describe('email OTP', () => {
    it('refuses an empty or malformed email without calling the server, keeping it', () => {
      const { actor, view, client } = startLogin();
      actor.send({ type: 'email.submit', email: '' });
      expect(view().error).toEqual({ type: 'email_required' });
      actor.send({ type: 'email.submit', email: 'ada@' });
      expect(view()).toMatchObject({ screen: 'Main', error: { type: 'invalid_email_format' }, lastEmail: 'ada@' });
      expect(client.calls).toEqual([]);
    });

    it('sends the code and moves to OTPAuthenticate with the otp state', async () => {
      const { actor, view, client, eventTypes, effects } = startLogin({
        products: ['otp'],
        otpOptions: { methods: ['email'], expirationMinutes: 7, loginTemplateId: 'tpl' },
      });
      actor.send({ type: 'email.submit', email: ' ada@example.com ' });
      expect(view()).toMatchObject({ screen: 'Main', isPending: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.email.loginOrCreate')).toEqual([
        { email: 'ada@example.com', expirationMinutes: 7, loginTemplateId: 'tpl' },
      ]);
      expect(view()).toMatchObject({
        screen: 'OTPAuthenticate',
        isPending: false,
        otpState: { type: 'email', methodId: 'email-test-ada@example.com', otpDestination: 'ada@example.com' },
      });
      expect(eventTypes()).toEqual(['OTP_LOGIN_OR_CREATE']);
      expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
        name: 'email_sent',
        details: { email: 'ada@example.com', type: 'login_or_create_otp' },
      });
      expect(actor.getSnapshot().children.otp?.getSnapshot().context).toMatchObject({
        methodId: 'email-test-ada@example.com',
        sendRequest: { method: 'email', destination: 'ada@example.com', expirationMinutes: 7 },
      });
    });

    it('shows the server error under the form and keeps the email', async () => {
      const { actor, view, effects } = startLogin(otpConfig, { 'otps.email.loginOrCreate': fail('invalid_email') });
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ screen: 'Main', isPending: false, error: { type: 'invalid_email' }, lastEmail: 'ada@example.com' });
      expect(effects.reportError).toHaveBeenCalledTimes(1);
    });

    it('never leaves the spinner running on a request that does not answer', async () => {
      const { actor, view } = startLogin(otpConfig, { 'otps.email.loginOrCreate': hang() });
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(15_000);
      expect(view()).toMatchObject({ screen: 'Main', isPending: false, error: { type: 'request_timeout' } });
    });
  });

  describe('phone OTP', () => {
    const us = (text: string) => ({ text, regionCode: 'US', callingCode: '1' });

    it('parses the national number and sends an SMS to E.164', async () => {
      const { actor, view, client } = startLogin();
      actor.send({ type: 'phone.submit', method: 'sms', phone: us('(415) 555-0100') });
      expect(view().isPending).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
      expect(view()).toMatchObject({
        screen: 'OTPAuthenticate',
        otpState: { type: 'sms', otpDestination: '+14155550100', displayDestination: '(415) 555-0100' },
      });
    });

    it('sends WhatsApp codes the same way', async () => {
      const { actor, client } = startLogin();
      actor.send({ type: 'phone.submit', method: 'whatsapp', phone: us('4155550100') });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.whatsapp.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
    });

    it('refuses an empty or invalid number with the spec code', async () => {
      const { actor, view, client } = startLogin();
      actor.send({ type: 'phone.submit', method: 'sms', phone: us('  ') });
      expect(view().error).toEqual({ type: 'phone_required' });
      actor.send({ type: 'phone.submit', method: 'sms', phone: us('555') });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ screen: 'Main', error: { type: 'invalid_phone_number' }, lastPhone: { text: '555', method: 'sms' } });
      expect(client.calls).toEqual([]);
    });

    it('falls back to calling code + digits when the parse fails', async () => {
      const { actor, client } = startLogin(otpConfig, {}, () => Promise.reject(new Error('chunk load failed')));
      actor.send({ type: 'phone.submit', method: 'sms', phone: us('415 555 0100') });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
    });

    it('falls back when the parse takes longer than 2 s', async () => {
      const { actor, view, client } = startLogin(otpConfig, {}, () => new Promise(() => {}));
      actor.send({ type: 'phone.submit', method: 'sms', phone: us('415 555 0100') });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(client.calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(view().screen).toBe('OTPAuthenticate');
    });

    it('ignores a method the config does not offer', () => {
      const { actor, view } = startLogin({ products: ['otp'], otpOptions: { methods: ['email'] } });
      actor.send({ type: 'phone.submit', method: 'sms', phone: us('4155550100') });
      expect(view()).toMatchObject({ isPending: false, error: null });
    });
  });

  describe('after the code is sent', () => {
    async function atOtp(script: FakeScript = {}) {
      const started = startLogin(otpConfig, script);
      started.actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      return started;
    }

    it('goes back to Main, clearing the otp state but keeping the email', async () => {
      const { actor, view } = await atOtp();
      actor.send({ type: 'screen.back' });
      expect(view()).toMatchObject({ screen: 'Main', otpState: null, lastEmail: 'ada@example.com', error: null });
      expect(actor.getSnapshot().children.otp).toBeUndefined();
    });

    it('reaches OTPConfirmation with the right code and reports the flow complete', async () => {
      const { actor, view, eventTypes } = await atOtp();
      actor.getSnapshot().children.otp!.send({ type: 'code.submit', code: '123456' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().screen).toBe('OTPConfirmation');
      expect(eventTypes()).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    });

    it('passes the session duration to the code check', async () => {
      const started = startLogin({ ...otpConfig, sessionOptions: { sessionDurationMinutes: 90 } });
      started.actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      started.actor.getSnapshot().children.otp!.send({ type: 'code.submit', code: '123456' });
      await vi.advanceTimersByTimeAsync(0);
      expect(started.client.callsTo('otps.authenticate')).toEqual([
        { code: '123456', methodId: 'email-test-ada@example.com', sessionDurationMinutes: 90 },
      ]);
    });

    it('shows the Error screen if the OTP step fails unexpectedly, and Main after back', async () => {
      const client = createFakeAuthClient();
      const actors = {
        ...createLoginActors(client, undefined, { loadPhoneParser: () => Promise.resolve(createFakePhoneParser()) }),
        otp: fromPromise(() => Promise.reject(new Error('lost the method id'))),
      };
      const actor = createActor(loginMachine.provide({ actors: actors as never }), {
        input: { config: otpConfig, bootstrap: FAKE_BOOTSTRAP },
      }).start();
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      expect(selectLoginView(actor.getSnapshot())).toMatchObject({
        screen: 'Error',
        error: { type: 'unknown_error', message: 'lost the method id' },
      });
      actor.send({ type: 'screen.back' });
      expect(selectLoginView(actor.getSnapshot()).screen).toBe('Main');
    });
  });
});
