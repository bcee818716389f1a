import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, type FakeScript } from '../../testing';
import { createResetEmailActors } from './reset-email.actors';
import { resetEmailMachine, type ResetEmailInput } from './reset-email.machine';
import { selectResetEmailView } from './reset-email.selectors';

function start(input: Partial<ResetEmailInput> = {}, script: FakeScript = {}) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(resetEmailMachine.provide({ actors: createResetEmailActors(client), actions: effects }), {
    input: { email: 'ada@example.com', reason: 'forgot', resetRequest: { resetPasswordRedirectUrl: 'https://app.test/reset' }, ...input },
  }).start();
  return { actor, client, effects, view: () => selectResetEmailView(actor.getSnapshot()) };
}

describe('reset email sent (PasswordForgot, PasswordBreached, PasswordSetNew, PasswordDedupe)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("'Resend email' sends the reset email again with the same options, and logs the try", async () => {
    const { actor, client, effects } = start();
    actor.send({ type: 'email.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('passwords.resetByEmailStart')).toEqual([{ email: 'ada@example.com', resetPasswordRedirectUrl: 'https://app.test/reset' }]);
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), {
      name: 'email_try_again_clicked',
      details: { email: 'ada@example.com', type: 'reset_password' },
    });
  });

  it("'Login without a password' emails a login link, reports it, logs email_sent and ends", async () => {
    const { actor, client, effects, view } = start({ linkRequest: { loginRedirectUrl: 'https://app.test/auth' } });
    expect(view().canLoginWithoutPassword).toBe(true);
    actor.send({ type: 'password.skip' });
    expect(view().isPending).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([{ email: 'ada@example.com', loginRedirectUrl: 'https://app.test/auth' }]);
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'MAGIC_LINK_LOGIN_OR_CREATE' }));
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), { name: 'email_sent', details: { email: 'ada@example.com', type: 'login_or_create_eml' } });
    expect(actor.getSnapshot().output).toEqual({ kind: 'linkSent', email: 'ada@example.com' });
  });

  it('PasswordSetNew has no way around the password; a failed link send stays with its error', async () => {
    const setNew = start({ reason: 'setNew' });
    expect(setNew.view().canLoginWithoutPassword).toBe(false);
    setNew.actor.send({ type: 'password.skip' });
    expect(setNew.actor.getSnapshot().value).toBe('idle');

    const failed = start({}, { 'magicLinks.email.loginOrCreate': fail('inactive_email') });
    failed.actor.send({ type: 'password.skip' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.view()).toMatchObject({ isPending: false, error: { type: 'inactive_email' } });
    expect(failed.effects.logTelemetry).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ name: 'email_sent' }));
  });
});
