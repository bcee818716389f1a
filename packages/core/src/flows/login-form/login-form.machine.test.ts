import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resolveLoginConfig, type LoginConfig } from '../../config';
import { createFakeAuthClient, createFakePhoneParser, fail, hang, type FakeScript } from '../../testing';
import type { PhoneNumberParser } from '../../validation/phone';
import { createLoginFormActors } from './login-form.actors';
import { loginFormMachine } from './login-form.machine';
import { selectLoginFormView } from './login-form.selectors';
import type { LoginFormDraft } from './login-form.types';

const EMAIL_CODE: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email', 'sms', 'whatsapp'], expirationMinutes: 5 } };
const LINKS: LoginConfig = { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/auth' } };
const PASSWORDS: LoginConfig = { products: ['passwords'] };
const US_PHONE = { text: '2015550123', regionCode: 'US', callingCode: '1' };

function start(
  config: LoginConfig,
  script: FakeScript = {},
  options: { draft?: LoginFormDraft; requestTimeoutMs?: number; loadPhoneParser?: () => Promise<PhoneNumberParser> } = {},
) {
  const { draft, requestTimeoutMs, loadPhoneParser = () => Promise.resolve(createFakePhoneParser()) } = options;
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actors = createLoginFormActors(client, { loadPhoneParser, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) });
  const actor = createActor(loginFormMachine.provide({ actors, actions: effects }), {
    input: { config: resolveLoginConfig(config), ...(draft && { draft }) },
  }).start();
  return { actor, client, effects, view: () => selectLoginFormView(actor.getSnapshot()) };
}

describe("Main's form", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('idle: tabs and input checked before any request', () => {
    it("opens on the config's first tab and switches only to tabs the config has", () => {
      const { actor, view } = start(EMAIL_CODE);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view()).toMatchObject({ tabs: ['email', 'sms', 'whatsapp'], activeTab: 'email', emailForm: 'otp', isPending: false, error: null });
      actor.send({ type: 'tab.select', tab: 'sms' });
      expect(view().activeTab).toBe('sms');
      actor.send({ type: 'tab.select', tab: 'email' });
      actor.send({ type: 'tab.select', tab: 'sms' });
      expect(view().activeTab).toBe('sms');

      const links = start(LINKS);
      links.actor.send({ type: 'tab.select', tab: 'sms' });
      expect(links.view().activeTab).toBe('email');
    });

    it.each([
      ['', 'email_required'],
      ['not-an-email', 'invalid_email_format'],
    ])('refuses the email %j with %s, keeps what was typed and sends nothing', async (email, type) => {
      const { actor, client, effects, view } = start(EMAIL_CODE);
      actor.send({ type: 'email.submit', email });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view()).toMatchObject({ email, error: { type } });
      expect(client.calls).toHaveLength(0);
      expect(effects.reportError).not.toHaveBeenCalled();
    });

    it('refuses an empty phone number (phone_required) and ignores a method the config lacks', async () => {
      const { actor, client, view } = start({ products: ['otp'], otpOptions: { methods: ['sms'] } });
      actor.send({ type: 'phone.submit', method: 'whatsapp', phone: US_PHONE });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view().phone).toBeNull();
      actor.send({ type: 'phone.submit', method: 'sms', phone: { ...US_PHONE, text: ' ( ) ' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ phone: { text: ' ( ) ', method: 'sms' }, error: { type: 'phone_required' } });
      expect(client.calls).toHaveLength(0);
    });

    it('selecting a tab clears the error', () => {
      const { actor, view } = start(EMAIL_CODE);
      actor.send({ type: 'email.submit', email: 'nope' });
      expect(view().error).not.toBeNull();
      actor.send({ type: 'tab.select', tab: 'sms' });
      expect(view().error).toBeNull();
    });

    it('comes back filled in from a draft', () => {
      const draft: LoginFormDraft = { activeTab: 'sms', email: 'ada@example.com', phone: { ...US_PHONE, method: 'sms' } };
      expect(start(EMAIL_CODE, {}, { draft }).view()).toMatchObject(draft);
    });
  });

  describe('sendingCode: the email tab sends a code', () => {
    it('sends it (trimmed, with the config\'s options), and ends with codeSent and the draft', async () => {
      const { actor, client, effects, view } = start(EMAIL_CODE);
      actor.send({ type: 'email.submit', email: '  ada@example.com ' });
      expect(actor.getSnapshot().value).toBe('sendingCode');
      expect(view().isPending).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.email.loginOrCreate')).toEqual([{ email: 'ada@example.com', expirationMinutes: 5 }]);
      expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'OTP_LOGIN_OR_CREATE' }));
      expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
        name: 'email_sent',
        details: { email: 'ada@example.com', type: 'login_or_create_otp' },
      });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({
        kind: 'codeSent',
        otp: {
          type: 'email',
          methodId: 'email-test-ada@example.com',
          otpDestination: 'ada@example.com',
          displayDestination: 'ada@example.com',
          sentAt: expect.any(Number),
        },
        draft: { activeTab: 'email', email: 'ada@example.com', phone: null },
      });
    });

    it('a refused send goes back to idle with the error, reported; the form can be sent again', async () => {
      const { actor, effects, view } = start(EMAIL_CODE, { 'otps.email.loginOrCreate': [fail('too_many_requests'), { methodId: 'm', raw: {} }] });
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view()).toMatchObject({ isPending: false, email: 'ada@example.com', error: { type: 'too_many_requests' } });
      expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'too_many_requests' }));
      expect(effects.logTelemetry).not.toHaveBeenCalled();
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      expect(view().error).toBeNull();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('a send that never answers fails with request_timeout', async () => {
      const { actor, view } = start(EMAIL_CODE, { 'otps.email.loginOrCreate': hang() }, { requestTimeoutMs: 5_000 });
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view().error).toMatchObject({ type: 'request_timeout' });
    });
  });

  describe('parsingPhone, then sendingCode: the phone tabs text a code', () => {
    it('parses the number with the chosen country and texts it (no email_sent), shown in national format', async () => {
      const { actor, client, effects } = start(EMAIL_CODE);
      actor.send({ type: 'phone.submit', method: 'whatsapp', phone: US_PHONE });
      expect(actor.getSnapshot().value).toBe('parsingPhone');
      expect(actor.getSnapshot().hasTag('pending')).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.whatsapp.loginOrCreate')).toEqual([{ phoneNumber: '+12015550123', expirationMinutes: 5 }]);
      expect(effects.logTelemetry).not.toHaveBeenCalled();
      expect(actor.getSnapshot().output).toMatchObject({
        kind: 'codeSent',
        otp: { type: 'whatsapp', otpDestination: '+12015550123', displayDestination: '(201) 555-0123' },
        draft: { activeTab: 'email', phone: { ...US_PHONE, method: 'whatsapp' } },
      });
    });

    it('refuses a number the parser finds invalid (invalid_phone_number) without a request', async () => {
      const { actor, client, view } = start(EMAIL_CODE);
      actor.send({ type: 'phone.submit', method: 'sms', phone: { ...US_PHONE, text: '20155' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view().error).toMatchObject({ type: 'invalid_phone_number' });
      expect(client.calls).toHaveLength(0);
    });

    it('accepts calling code + digits when the parser fails to load, or takes longer than 2 s', async () => {
      const broken = start(EMAIL_CODE, {}, { loadPhoneParser: () => Promise.reject(new Error('chunk failed')) });
      broken.actor.send({ type: 'phone.submit', method: 'sms', phone: US_PHONE });
      await vi.advanceTimersByTimeAsync(0);
      expect(broken.client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+12015550123', expirationMinutes: 5 }]);
      expect(broken.actor.getSnapshot().output).toMatchObject({ otp: { displayDestination: '2015550123' } });

      const slow = start(EMAIL_CODE, {}, { loadPhoneParser: () => new Promise<PhoneNumberParser>(() => {}) });
      slow.actor.send({ type: 'phone.submit', method: 'sms', phone: US_PHONE });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(slow.actor.getSnapshot().value).toBe('parsingPhone');
      expect(slow.client.calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(slow.client.callsTo('otps.sms.loginOrCreate')).toEqual([{ phoneNumber: '+12015550123', expirationMinutes: 5 }]);
      expect(slow.actor.getSnapshot().status).toBe('done');
    });
  });

  describe('sendingLink: the email tab sends a login link', () => {
    it("sends it with the config's link options, logs email_sent and ends with linkSent", async () => {
      const { actor, client, effects } = start(LINKS);
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      expect(actor.getSnapshot().value).toBe('sendingLink');
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([
        expect.objectContaining({ email: 'ada@example.com', loginRedirectUrl: 'https://app.test/auth' }),
      ]);
      expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'MAGIC_LINK_LOGIN_OR_CREATE' }));
      expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
        name: 'email_sent',
        details: { email: 'ada@example.com', type: 'login_or_create_eml' },
      });
      expect(actor.getSnapshot().output).toEqual({
        kind: 'linkSent',
        email: 'ada@example.com',
        draft: { activeTab: 'email', email: 'ada@example.com', phone: null },
      });
    });

    it('a refused link goes back to idle with the error', async () => {
      const { actor, view } = start(LINKS, { 'magicLinks.email.loginOrCreate': fail('inactive_email') });
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view().error).toMatchObject({ type: 'inactive_email' });
    });
  });

  describe('lookingUpUser: with passwords, the email is looked up', () => {
    it.each(['new', 'password', 'passwordless'] as const)('ends with userFound (%s), sending nothing', async (userType) => {
      const { actor, client, effects } = start(PASSWORDS, { 'users.search': { userType } });
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      expect(actor.getSnapshot().value).toBe('lookingUpUser');
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('users.search')).toEqual([{ email: 'ada@example.com' }]);
      expect(effects.logTelemetry).not.toHaveBeenCalled();
      expect(actor.getSnapshot().output).toEqual({
        kind: 'userFound',
        email: 'ada@example.com',
        userType,
        draft: { activeTab: 'email', email: 'ada@example.com', phone: null },
      });
    });

    it('a failed lookup goes back to idle with the error, reported', async () => {
      const { actor, effects, view } = start(PASSWORDS, { 'users.search': fail('too_many_requests') });
      actor.send({ type: 'email.submit', email: 'ada@example.com' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view().error).toMatchObject({ type: 'too_many_requests' });
      expect(effects.reportError).toHaveBeenCalledTimes(1);
    });
  });
});
