import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, hang, type FakeScript } from '../../testing';
import { createCreatePasswordActors } from './create-password.actors';
import { createPasswordMachine } from './create-password.machine';

function start(script: FakeScript = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actors = createCreatePasswordActors(client, requestTimeoutMs === undefined ? {} : { requestTimeoutMs });
  const actor = createActor(createPasswordMachine.provide({ actors, actions: effects }), {
    input: { email: 'ada@example.com', resetRequest: { resetPasswordRedirectUrl: 'https://app.test/reset' } },
  }).start();
  return { actor, client, effects };
}

describe("'Create a password instead'", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a reset email with the configured options, reports it, logs email_sent and ends at PasswordSetNew', async () => {
    const { actor, client, effects } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'password.create' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('passwords.resetByEmailStart')).toEqual([{ email: 'ada@example.com', resetPasswordRedirectUrl: 'https://app.test/reset' }]);
    expect(effects.reportEvent).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'PASSWORD_RESET_BY_EMAIL_START' }));
    expect(effects.logTelemetry).toHaveBeenCalledWith(expect.anything(), { name: 'email_sent', details: { email: 'ada@example.com', type: 'reset_password' } });
    expect(actor.getSnapshot().output).toEqual({ kind: 'resetSent', email: 'ada@example.com', reason: 'setNew' });
  });

  it('a failure stays with its error and can be tried again; a request that hangs fails in time', async () => {
    const { actor, effects } = start({ 'passwords.resetByEmailStart': [fail('too_many_requests'), { raw: {} }] });
    actor.send({ type: 'password.create' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: { type: 'too_many_requests' } } });
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'too_many_requests' }));
    actor.send({ type: 'password.create' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');

    const stuck = start({ 'passwords.resetByEmailStart': hang() }, 5_000);
    stuck.actor.send({ type: 'password.create' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stuck.actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: { type: 'request_timeout' } } });
  });
});
