import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeStrength, hang, type FakeScript } from '../../testing';
import { createPasswordActors } from './password.actors';
import { passwordMachine } from './password.machine';
import { selectPasswordView } from './password.selectors';
import type { PasswordInput } from './password.types';

function start(input: Partial<PasswordInput> = {}, script: FakeScript = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actors = createPasswordActors(client, requestTimeoutMs !== undefined ? { requestTimeoutMs } : {});
  const actor = createActor(passwordMachine.provide({ actors, actions: effects }), {
    input: {
      email: 'ada@example.com',
      userType: 'password',
      secondary: null,
      resetRequest: { resetPasswordRedirectUrl: 'https://app.test/reset' },
      ...input,
    },
  }).start();
  const view = () => selectPasswordView(actor.getSnapshot());
  const output = () => actor.getSnapshot().output;
  return { actor, client, effects, view, output };
}

describe('password step', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('log in (a user with a password)', () => {
    it('logs in and ends authenticated', async () => {
      const { actor, client, output, effects } = start({ sessionDurationMinutes: 45 });
      actor.send({ type: 'password.submit', password: 'hunter2hunter2' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('passwords.authenticate')).toEqual([
        { email: 'ada@example.com', password: 'hunter2hunter2', sessionDurationMinutes: 45 },
      ]);
      expect(output()).toMatchObject({ kind: 'authenticated', result: { userId: 'user-test-1' } });
      expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'PASSWORD_AUTHENTICATE' }));
    });

    it('ignores an empty password', () => {
      const { actor, view } = start();
      actor.send({ type: 'password.submit', password: '' });
      expect(view().status).toBe('editing');
    });

    it('shows a wrong password and lets the user try again', async () => {
      const { actor, view, effects } = start({}, { 'passwords.authenticate': [fail('unauthorized_credentials')] });
      actor.send({ type: 'password.submit', password: 'nope' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'editing', isPending: false, error: { type: 'unauthorized_credentials' }, errorSource: 'password' });
      expect(effects.reportError).toHaveBeenCalled();
      actor.send({ type: 'password.submit', password: 'right one' });
      expect(view()).toMatchObject({ status: 'submitting', error: null, errorSource: null });
    });

    it('sends a reset email and ends at Dedupe when the password must be reset', async () => {
      const { actor, client, output } = start({}, { 'passwords.authenticate': fail('reset_password') });
      actor.send({ type: 'password.submit', password: 'old password' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('passwords.resetByEmailStart')).toEqual([
        { email: 'ada@example.com', resetPasswordRedirectUrl: 'https://app.test/reset' },
      ]);
      expect(output()).toEqual({ kind: 'resetSent', email: 'ada@example.com', reason: 'dedupe' });
    });

    it('sends a reset email and ends at Breached when the password was breached', async () => {
      const { actor, output, effects } = start({}, { 'passwords.authenticate': fail('breached_password') });
      actor.send({ type: 'password.submit', password: 'password1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(output()).toEqual({ kind: 'resetSent', email: 'ada@example.com', reason: 'breached' });
      expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
        name: 'email_sent',
        details: { email: 'ada@example.com', type: 'reset_password' },
      });
    });

    it('Forgot Password? sends a reset email and ends at Forgot', async () => {
      const { actor, output } = start();
      actor.send({ type: 'password.forgot' });
      await vi.advanceTimersByTimeAsync(0);
      expect(output()).toEqual({ kind: 'resetSent', email: 'ada@example.com', reason: 'forgot' });
    });

    it('stays on the form when the reset email cannot be sent: the error is Forgot Password?\'s', async () => {
      const { actor, view } = start({}, { 'passwords.resetByEmailStart': fail('email_not_found') });
      actor.send({ type: 'password.forgot' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'editing', error: { type: 'email_not_found' }, errorSource: 'forgot' });
    });

    it('a reset email the password\'s answer asked for, unsent: the error is the password\'s', async () => {
      const { actor, view } = start({}, { 'passwords.authenticate': fail('reset_password'), 'passwords.resetByEmailStart': fail('internal_server_error') });
      actor.send({ type: 'password.submit', password: 'old password' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'editing', error: { type: 'internal_server_error' }, errorSource: 'password' });
    });

    it('never spins forever', async () => {
      const { actor, view } = start({}, { 'passwords.authenticate': hang() }, 3_000);
      actor.send({ type: 'password.submit', password: 'hunter2hunter2' });
      await vi.advanceTimersByTimeAsync(3_000);
      expect(view()).toMatchObject({ status: 'editing', isPending: false, error: { type: 'request_timeout' } });
    });
  });

  describe('create (a new user)', () => {
    it('keeps Continue off until the server accepts the password', async () => {
      const { actor, view, client } = start({ userType: 'new' });
      expect(view().canSubmit).toBe(false);
      actor.send({ type: 'password.change', password: 'short' });
      await vi.advanceTimersByTimeAsync(300);
      expect(client.callsTo('passwords.strengthCheck')).toEqual([{ password: 'short', email: 'ada@example.com' }]);
      expect(view().canSubmit).toBe(false);
      actor.send({ type: 'password.submit', password: 'short' });
      expect(view().status).toBe('editing');

      actor.send({ type: 'password.change', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(300);
      expect(view().canSubmit).toBe(true);
      actor.send({ type: 'password.submit', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('passwords.create')).toEqual([
        { email: 'ada@example.com', password: 'a long passphrase', sessionDurationMinutes: 30 },
      ]);
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'authenticated' });
    });

    it("enables Continue under strength policy 'none' once the server answers valid_password", async () => {
      const none = { score: 0, validPassword: true, breachedPassword: false, strengthPolicy: 'none' as const, feedback: { warning: '', suggestions: [] } };
      const { actor, view } = start({ userType: 'new' }, { 'passwords.strengthCheck': none });
      actor.send({ type: 'password.change', password: 'anything' });
      await vi.advanceTimersByTimeAsync(300);
      expect(view().canSubmit).toBe(true);
    });

    it('sends a reset email and ends at Dedupe when the server says reset_password', async () => {
      const { actor, output } = start({ userType: 'new' }, { 'passwords.create': fail('reset_password') });
      actor.send({ type: 'password.change', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'password.submit', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(0);
      expect(output()).toEqual({ kind: 'resetSent', email: 'ada@example.com', reason: 'dedupe' });
    });

    it('sends a reset email and ends at Dedupe when the address already has a user (duplicate_email, as Stytch documents for create)', async () => {
      const { actor, output, client } = start({ userType: 'new' }, { 'passwords.create': fail('duplicate_email') });
      actor.send({ type: 'password.change', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'password.submit', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
      expect(output()).toEqual({ kind: 'resetSent', email: 'ada@example.com', reason: 'dedupe' });
    });

    it('keeps a duplicate_email answer to a login on the form (only a create means the address is taken)', async () => {
      const { actor, view, client } = start({}, { 'passwords.authenticate': fail('duplicate_email') });
      actor.send({ type: 'password.submit', password: 'old password' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().error).toEqual({ type: 'duplicate_email' });
      expect(client.callsTo('passwords.resetByEmailStart')).toEqual([]);
    });

    it('shows a breached answer to a create under the field (no reset email)', async () => {
      const { actor, view, client } = start({ userType: 'new' }, { 'passwords.create': fail('breached_password') });
      actor.send({ type: 'password.change', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'password.submit', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().error).toEqual({ type: 'breached_password' });
      expect(client.callsTo('passwords.resetByEmailStart')).toEqual([]);
    });

    it('shows a failed strength check, and Continue runs it again (the typed password is kept)', async () => {
      const { actor, view, client } = start({ userType: 'new' }, { 'passwords.strengthCheck': [fail('internal_server_error', 'Down.'), fakeStrength('a long passphrase')] });
      actor.send({ type: 'password.change', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(300);
      expect(view()).toMatchObject({ status: 'editing', canSubmit: true, strengthError: { type: 'internal_server_error' }, error: null });

      actor.send({ type: 'password.submit', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('passwords.strengthCheck')).toHaveLength(2);
      expect(client.callsTo('passwords.create')).toEqual([]);
      expect(view()).toMatchObject({ status: 'editing', canSubmit: true, strengthError: null });

      actor.send({ type: 'password.submit', password: 'a long passphrase' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('passwords.create')).toHaveLength(1);
    });

    it('does not run the strength check on the login form', async () => {
      const { actor, client } = start({ userType: 'password' });
      actor.send({ type: 'password.change', password: 'whatever' });
      await vi.advanceTimersByTimeAsync(300);
      expect(client.callsTo('passwords.strengthCheck')).toEqual([]);
    });
  });

  describe('the passwordless option', () => {
    it('emails a login code and ends with its method id', async () => {
      const { actor, client, output } = start({ secondary: 'otp', codeRequest: { expirationMinutes: 7 } });
      actor.send({ type: 'secondary.send' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('otps.email.loginOrCreate')).toEqual([{ email: 'ada@example.com', expirationMinutes: 7 }]);
      expect(output()).toMatchObject({
        kind: 'codeSent',
        otp: { type: 'email', methodId: 'email-test-ada@example.com', otpDestination: 'ada@example.com' },
      });
    });

    it('emails a login link', async () => {
      const { actor, client, output } = start({ secondary: 'emailMagicLinks', linkRequest: { loginExpirationMinutes: 30 } });
      actor.send({ type: 'secondary.send' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([{ email: 'ada@example.com', loginExpirationMinutes: 30 }]);
      expect(output()).toEqual({ kind: 'linkSent', email: 'ada@example.com' });
    });

    it('stays with the error when it cannot be sent (the option\'s, not the password\'s), and is ignored when none is configured', async () => {
      const failing = start({ secondary: 'otp' }, { 'otps.email.loginOrCreate': fail('user_lock_limit_reached') });
      failing.actor.send({ type: 'secondary.send' });
      await vi.advanceTimersByTimeAsync(0);
      expect(failing.view()).toMatchObject({ status: 'editing', error: { type: 'user_lock_limit_reached' }, errorSource: 'secondary' });

      const link = start({ secondary: 'emailMagicLinks' }, { 'magicLinks.email.loginOrCreate': fail('internal_server_error') });
      link.actor.send({ type: 'secondary.send' });
      await vi.advanceTimersByTimeAsync(0);
      expect(link.view()).toMatchObject({ status: 'editing', error: { type: 'internal_server_error' }, errorSource: 'secondary' });

      const none = start({ secondary: null });
      none.actor.send({ type: 'secondary.send' });
      expect(none.view().status).toBe('editing');
    });
  });
});
