import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, hang, type FakeScript } from '../../testing';
import { createPasswordlessActors } from './passwordless.actors';
import { passwordlessMachine, type PasswordlessInput } from './passwordless.machine';

function start(input: Partial<PasswordlessInput> = {}, script: FakeScript = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(
    passwordlessMachine.provide({ actors: createPasswordlessActors(client, requestTimeoutMs === undefined ? {} : { requestTimeoutMs }), actions: effects }),
    { input: { email: 'ada@example.com', secondary: null, ...input } },
  ).start();
  return { actor, client, effects };
}

describe('passwordless: PasswordCreateOrLogin for a user without a password', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['otp', 'otps.email.loginOrCreate', 'OTP_LOGIN_OR_CREATE', 'login_or_create_otp', 'codeSent'],
    ['emailMagicLinks', 'magicLinks.email.loginOrCreate', 'MAGIC_LINK_LOGIN_OR_CREATE', 'login_or_create_eml', 'linkSent'],
    [null, 'passwords.resetByEmailStart', 'PASSWORD_RESET_BY_EMAIL_START', 'reset_password', 'resetSent'],
  ] as const)('with %s configured, sends at once, reports it, logs email_sent and ends', async (secondary, call, event, telemetry, kind) => {
    const { actor, client, effects } = start({ secondary });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo(call)).toHaveLength(1);
    expect(client.callsTo(call)[0]).toMatchObject({ email: 'ada@example.com' });
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: event }));
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), { name: 'email_sent', details: { email: 'ada@example.com', type: telemetry } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ kind });
  });

  it('stays with the error when the send fails (and logs nothing), and never waits forever', async () => {
    const failed = start({ secondary: 'emailMagicLinks' }, { 'magicLinks.email.loginOrCreate': fail('inactive_email') });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.actor.getSnapshot().value).toBe('failed');
    expect(failed.actor.getSnapshot().context.error).toMatchObject({ type: 'inactive_email' });
    expect(failed.effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'inactive_email' }));
    expect(failed.effects.logTelemetry).not.toHaveBeenCalled();

    const stuck = start({ secondary: 'otp' }, { 'otps.email.loginOrCreate': hang() }, 5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stuck.actor.getSnapshot().value).toBe('failed');
    expect(stuck.actor.getSnapshot().context.error).toMatchObject({ type: 'request_timeout' });
  });
});
