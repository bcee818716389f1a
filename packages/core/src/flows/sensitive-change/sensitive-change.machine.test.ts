import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createAuthError, type AuthFactor, type AuthUser } from '../../client';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeUser, type FakeScript } from '../../testing';
import { selectMfaView } from '../mfa';
import { createSensitiveChangeLogic } from './sensitive-change.actors';
import { selectSensitiveChangeView } from './sensitive-change.selectors';
import type { SensitiveChangeOutput } from './sensitive-change.types';

const phone = { phoneId: 'phone-1', phoneNumber: '+14155550100', verified: true };
const ada = (withPhone = false): AuthUser => ({ ...fakeUser(), phoneNumbers: withPhone ? [phone] : [] });
const factors = (...types: Array<[string, string]>): AuthFactor[] =>
  types.map(([type, deliveryMethod]) => ({ type, deliveryMethod, lastAuthenticatedAt: new Date().toISOString() }));
/** The step-up's answer: the session with an email code and now a texted one. */
const textedIn = () => {
  const result = fakeAuthenticateResult();
  return { ...result, session: { ...result.session!, authenticationFactors: factors(['otp', 'email'], ['otp', 'sms']) } };
};

function start(options: { user?: AuthUser; factors?: AuthFactor[]; gated?: boolean; run?: (change: unknown) => Promise<unknown>; script?: FakeScript } = {}) {
  const client = createFakeAuthClient({ user: options.user ?? ada(), ...(options.script && { script: options.script }) });
  const run = vi.fn(options.run ?? (async (change: unknown) => ({ made: change })));
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(createSensitiveChangeLogic(client, { effects }, run), {
    input: {
      change: { kind: 'deleteEmail', emailId: 'email-2' },
      account: { user: options.user ?? ada(), factors: options.factors ?? factors(['otp', 'email']) },
      ...(options.gated !== undefined && { gated: options.gated }),
    },
  }).start();
  const view = () => selectSensitiveChangeView(actor.getSnapshot());
  const stepUp = () => actor.getSnapshot().children.stepUp!;
  const output = () => actor.getSnapshot().output as SensitiveChangeOutput | undefined;
  /** The texted or emailed code's OTP flow inside the step-up. */
  const codeFlow = (id: 'sms' | 'email') => (stepUp().getSnapshot() as { children: Record<string, { send(event: object): void }> }).children[id]!;
  return { actor, client, run, effects, view, stepUp, output, codeFlow, settle: () => vi.advanceTimersByTimeAsync(0) };
}

describe('sensitive-change', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes a change the session is strong enough for at once, and ends with its result', async () => {
    const { run, output, settle, client } = start();
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(output()).toEqual({ kind: 'changed', result: { made: { kind: 'deleteEmail', emailId: 'email-2' } }, factors: factors(['otp', 'email']).map((f) => ({ ...f, lastAuthenticatedAt: expect.any(String) })) });
    expect(client.callsTo('otps.sms.send')).toEqual([]);
  });

  it('steps up first when the change is gated and the planner says the session lacks a category, then makes it', async () => {
    const { run, view, stepUp, codeFlow, output, settle, client } = start({
      user: ada(true),
      script: { 'otps.authenticate': textedIn },
    });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'sms', stepUps: 0 });
    expect(selectMfaView(stepUp().getSnapshot() as never).screen).toBe('smsEntry');
    expect(run).not.toHaveBeenCalled();
    expect(client.callsTo('otps.sms.send')).toEqual([{ phoneNumber: '+14155550100', expirationMinutes: 5 }]);
    codeFlow('sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(output()).toMatchObject({ kind: 'changed', factors: [{ deliveryMethod: 'email' }, { deliveryMethod: 'sms' }] });
  });

  it('a change Stytch does not gate runs at once, and steps up only when refused, then tries again', async () => {
    const { run, view, codeFlow, output, settle } = start({
      user: ada(true),
      gated: false,
      run: vi
        .fn()
        .mockRejectedValueOnce(createAuthError('insufficient_factors'))
        .mockResolvedValueOnce('done'),
    });
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'sms' });
    codeFlow('sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    expect(output()).toMatchObject({ kind: 'changed', result: 'done' });
  });

  it("a session too old to set a password asks for any recent factor (an emailed code for an email-only user)", async () => {
    const { view, codeFlow, output, settle, client } = start({
      gated: false,
      factors: factors(['password', 'knowledge']),
      run: vi.fn().mockRejectedValueOnce(createAuthError('session_too_old_to_reset_password')).mockResolvedValueOnce('set'),
    });
    await settle();
    expect(view()).toMatchObject({ status: 'steppingUp', stepUpKind: 'email' });
    expect(client.callsTo('otps.email.send')).toEqual([{ email: 'ada@example.com', expirationMinutes: 5 }]);
    codeFlow('email').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(output()).toMatchObject({ kind: 'changed', result: 'set' });
  });

  it('fails with the error when no step-up can help, and reports it', async () => {
    const { view, output, effects, settle } = start({ run: vi.fn().mockRejectedValue(createAuthError('email_not_found')) });
    await settle();
    expect(view()).toMatchObject({ status: 'failed', error: { type: 'email_not_found' } });
    expect(output()).toMatchObject({ kind: 'failed', error: { type: 'email_not_found' } });
    expect(effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'email_not_found' }));
  });

  it('asks at most twice, then ends with the refusal', async () => {
    const { run, codeFlow, output, settle } = start({ user: ada(true), gated: false, run: vi.fn().mockRejectedValue(createAuthError('insufficient_factors')) });
    await settle();
    codeFlow('sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    codeFlow('sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(run).toHaveBeenCalledTimes(3);
    expect(output()).toMatchObject({ kind: 'failed', error: { type: 'insufficient_factors' } });
  });

  it('cancelled during the step-up: the change is not made', async () => {
    const { actor, run, output, settle } = start({ user: ada(true) });
    await settle();
    actor.send({ type: 'change.cancel' });
    await settle();
    expect(run).not.toHaveBeenCalled();
    expect(output()).toMatchObject({ kind: 'cancelled' });
  });

  it('a wrong code keeps the step-up, with its error and the code typed; the right one makes the change', async () => {
    const { view, codeFlow, stepUp, run, output, settle } = start({
      user: ada(true),
      script: { 'otps.authenticate': [fail('otp_code_not_found'), textedIn] },
    });
    await settle();
    codeFlow('sms').send({ type: 'code.submit', code: '111111' });
    await settle();
    expect(view().status).toBe('steppingUp');
    const sms = (stepUp().getSnapshot() as unknown as { children: Record<string, { getSnapshot(): { context: { code: string; error: unknown } } }> }).children.sms!;
    expect(sms.getSnapshot().context).toMatchObject({ code: '111111', error: { type: 'otp_code_not_found' } });
    expect(run).not.toHaveBeenCalled();
    codeFlow('sms').send({ type: 'code.submit', code: '123456' });
    await settle();
    expect(output()).toMatchObject({ kind: 'changed' });
  });
});
