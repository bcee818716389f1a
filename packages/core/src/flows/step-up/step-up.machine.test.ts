import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthenticateResult } from '../../client';
import type { MfaOptions } from '../../config';
import { createFakeAuthClient, fail, fakeAuthenticateResult, type FakeScript } from '../../testing';
import { createStepUpActors } from './step-up.actors';
import { stepUpMachine } from './step-up.machine';

const withApp = (factors = ['password']) => {
  const result = fakeAuthenticateResult('user-test-1', factors);
  return { ...result, user: { ...result.user!, totps: [{ totpId: 'totp-1', verified: true }] } };
};

function start(result: AuthenticateResult = withApp(), mfaOptions: MfaOptions = { policy: 'whenEnrolled', methods: ['totp'] }, script: FakeScript = {}) {
  const client = createFakeAuthClient({ script });
  const actor = createActor(stepUpMachine.provide({ actors: createStepUpActors(client) }), {
    input: { via: 'magic_links', result, mfaOptions, sessionDurationMinutes: 45 },
  }).start();
  const mfa = () => actor.getSnapshot().children.mfa as unknown as { send(event: object): void } | undefined;
  return { actor, client, mfa };
}

describe('the step-up leaf (issue 36: one mechanism for the redirect, reset and consent pages)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads its module, runs the MFA screens’ flow as `mfa`, and ends with the two-factor session', async () => {
    const { actor, client, mfa } = start();
    await vi.waitFor(() => expect(mfa()).toBeDefined());
    mfa()!.send({ type: 'code.submit', code: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 45 }]);
    const output = actor.getSnapshot().output;
    expect(output?.kind === 'done' && output.result.session!.authenticationFactors.map((factor) => factor.type)).toEqual(['otp', 'totp']);
  });

  it('ends at once when the session meets the policy', async () => {
    const { actor } = start(withApp(['password', 'totp']));
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'done' });
  });

  it('ends with the error when the policy cannot be met (an enrolment refused)', async () => {
    const { actor } = start(fakeAuthenticateResult('user-test-1', ['password']), { policy: 'required', methods: ['totp'] }, {
      'totps.create': fail('insufficient_factors'),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'failed', error: { type: 'insufficient_factors' } });
  });
});
