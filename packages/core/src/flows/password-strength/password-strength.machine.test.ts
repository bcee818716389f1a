import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, delay, fail, type FakeScript } from '../../testing';
import { createPasswordStrengthLogic } from './password-strength.actors';
import { selectPasswordStrengthView } from './password-strength.selectors';

function start(script: FakeScript = {}, email?: string) {
  const client = createFakeAuthClient({ script });
  const actor = createActor(createPasswordStrengthLogic(client), { input: email ? { email } : {} }).start();
  return { actor, client, view: () => selectPasswordStrengthView(actor.getSnapshot()) };
}

describe('password strength', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is empty and invalid before anything is typed', () => {
    expect(start().view()).toMatchObject({ status: 'empty', isValid: false, score: null });
  });

  it('checks the password after a pause in typing, with the email', async () => {
    const { actor, client, view } = start({}, 'ada@example.com');
    actor.send({ type: 'password.change', password: 'correct horse' });
    expect(view().status).toBe('checking');
    expect(client.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(client.callsTo('passwords.strengthCheck')).toEqual([{ password: 'correct horse', email: 'ada@example.com' }]);
    expect(view()).toMatchObject({ status: 'checked', isValid: true, policy: 'zxcvbn', score: 4 });
  });

  it('runs once for a burst of changes, for the last password', async () => {
    const { actor, client } = start();
    for (const password of ['c', 'co', 'cor', 'correct']) {
      actor.send({ type: 'password.change', password });
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(250);
    expect(client.callsTo('passwords.strengthCheck')).toEqual([{ password: 'correct' }]);
  });

  it('never shows an answer for an older password', async () => {
    const { actor, view } = start({
      'passwords.strengthCheck': [
        delay(1_000, { score: 4, validPassword: true, breachedPassword: false, strengthPolicy: 'zxcvbn', feedback: { warning: '', suggestions: [] } }),
        { score: 1, validPassword: false, breachedPassword: false, strengthPolicy: 'zxcvbn', feedback: { warning: '', suggestions: [] } },
      ],
    });
    actor.send({ type: 'password.change', password: 'long enough password' });
    await vi.advanceTimersByTimeAsync(300); // first check in flight
    actor.send({ type: 'password.change', password: 'short' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(view()).toMatchObject({ status: 'checked', isValid: false, score: 1 });
    expect(actor.getSnapshot().context.password).toBe('short');
  });

  it('drops the verdict as soon as the password changes', async () => {
    const { actor, view } = start();
    actor.send({ type: 'password.change', password: 'correct horse' });
    await vi.advanceTimersByTimeAsync(250);
    expect(view().isValid).toBe(true);
    actor.send({ type: 'password.change', password: 'correct horse!' });
    expect(view()).toMatchObject({ status: 'checking', isValid: false, score: null });
  });

  it('reports breached passwords and LUDS counts', async () => {
    const luds = start({
      'passwords.strengthCheck': {
        score: 0,
        validPassword: false,
        breachedPassword: false,
        strengthPolicy: 'luds',
        feedback: {
          warning: '',
          suggestions: [],
          ludsRequirements: { hasLowerCase: true, hasUpperCase: false, hasDigit: false, hasSymbol: false, missingCharacters: 3, missingComplexity: 2 },
        },
      },
    });
    luds.actor.send({ type: 'password.change', password: 'abcde' });
    await vi.advanceTimersByTimeAsync(250);
    expect(luds.view()).toMatchObject({ policy: 'luds', missingCharacters: 3, missingComplexity: 2, isValid: false, score: null });

    const breached = start();
    breached.actor.send({ type: 'password.change', password: 'password' });
    await vi.advanceTimersByTimeAsync(250);
    expect(breached.view()).toMatchObject({ breached: true, isValid: false, warning: 'This is a top-10 common password.' });
  });

  it('goes back to empty when the field is cleared, and reports a failed check', async () => {
    const { actor, view } = start({ 'passwords.strengthCheck': fail('network_unreachable') });
    actor.send({ type: 'password.change', password: 'abc' });
    await vi.advanceTimersByTimeAsync(250);
    expect(view()).toMatchObject({ status: 'failed', isValid: false, error: { type: 'network_unreachable' } });
    actor.send({ type: 'password.change', password: '' });
    expect(view()).toMatchObject({ status: 'empty', error: null });
  });
});
