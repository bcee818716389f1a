import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeLinkForAnotherAccount, type FakeScript } from '../../testing';
import { createUrlLoginActors } from './url-login.actors';
import { urlLoginMachine, type UrlLoginInput } from './url-login.machine';
import { selectUrlLoginView } from './url-login.selectors';

function start(script: FakeScript = {}, input: Partial<UrlLoginInput> = {}) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(urlLoginMachine.provide({ actors: createUrlLoginActors(client, { effects }), actions: effects }), {
    input: { href: 'https://app.test/authenticate?stytch_token_type=oauth&token=t', sessionDurationMinutes: 60, ...input },
  }).start();
  return { actor, client, effects, view: () => selectUrlLoginView(actor.getSnapshot()) };
}

describe('the redirect page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('authenticates an OAuth token and remembers its provider as the last used method', async () => {
    const result = fakeAuthenticateResult();
    const { actor, client, effects, view } = start({ authenticateByUrl: { handled: true, tokenType: 'oauth', result, providerType: 'GitHub' } });
    expect(view().status).toBe('authenticating');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('authenticateByUrl')).toEqual([
      { href: 'https://app.test/authenticate?stytch_token_type=oauth&token=t', sessionDurationMinutes: 60 },
    ]);
    expect(view()).toMatchObject({ status: 'authenticated', tokenType: 'oauth' });
    expect(actor.getSnapshot().output).toEqual({ status: 'authenticated', tokenType: 'oauth', result });
    expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'oauth:github');
  });

  it('a magic link remembers the email method', async () => {
    const { effects } = start({ authenticateByUrl: { handled: true, tokenType: 'magic_links', result: fakeAuthenticateResult() } });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'email');
  });

  it('a URL without a token it knows ends as noToken, remembering nothing', async () => {
    const { actor, effects } = start({ authenticateByUrl: { handled: false, tokenType: 'reset_password' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ status: 'noToken', tokenType: 'reset_password' });
    expect(effects.rememberMethod).not.toHaveBeenCalled();
  });

  it('a used or expired token is an error that stays (the token was for one use)', async () => {
    const { view, effects } = start({ authenticateByUrl: fail('oauth_token_not_found', 'OAuth Token could not be found.') });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'failed', error: { type: 'oauth_token_not_found' } });
    expect(effects.reportError).toHaveBeenCalled();
  });
});

describe('a link for another account than the one signed in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const heldAnswer = fakeLinkForAnotherAccount();

  it('asks before anything changes: who is signed in, who the link is for', async () => {
    const { view, effects, client } = start({ authenticateByUrl: heldAnswer });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'askingToSwitch', switch: { current: 'ada@example.com', next: 'mallory@example.com' } });
    expect(client.callsTo('session.switchToHeld')).toEqual([]);
    expect(effects.rememberMethod).not.toHaveBeenCalled();
  });

  it('staying keeps the page signed in as it was: the held session is dropped', async () => {
    const { actor, view, client } = start({ authenticateByUrl: heldAnswer });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'switch.stay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('declined');
    expect(actor.getSnapshot().output).toEqual({ status: 'declined', tokenType: 'magic_links' });
    expect(client.calls.map((call) => call.operation)).toContain('session.dropHeld');
    expect(client.callsTo('session.switchToHeld')).toEqual([]);
  });

  it('continuing makes the new account the page\'s, then ends signed in', async () => {
    const { actor, view, client, effects } = start({ authenticateByUrl: heldAnswer });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'switch.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('session.switchToHeld')).toHaveLength(1);
    expect(view().status).toBe('authenticated');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'authenticated', tokenType: 'magic_links', result: { userId: 'user-test-mallory' } });
    expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'email');
  });
});

describe('the redirect page, restarted', () => {
  it('spends the one-use token once when the flow is stopped and started again from its snapshot', async () => {
    const client = createFakeAuthClient({ script: { authenticateByUrl: { handled: true, tokenType: 'oauth', result: fakeAuthenticateResult() } } });
    const logic = urlLoginMachine.provide({ actors: createUrlLoginActors(client) });
    const input = { href: 'https://app.test/authenticate?stytch_token_type=oauth&token=t' };
    const first = createActor(logic, { input }).start();
    const snapshot = first.getPersistedSnapshot();
    first.stop();
    const second = createActor(logic, { input, snapshot }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.callsTo('authenticateByUrl')).toHaveLength(1);
    expect(second.getSnapshot().value).toBe('authenticated');
  });

  describe('with mfaOptions', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const withApp = () => {
      const result = fakeAuthenticateResult('user-test-1', ['oauth']);
      return { ...result, user: { ...result.user!, totps: [{ totpId: 'totp-1', verified: true }] } };
    };

    it("asks for the authenticator app's code before the login completes, and ends with the two-factor session", async () => {
      const { actor, client, view } = start(
        { authenticateByUrl: { handled: true, tokenType: 'oauth', result: withApp() } },
        { mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } },
      );
      // The step-up's module loads on demand.
      await vi.waitFor(() => expect(view().status).toBe('secondFactor'));
      expect(actor.getSnapshot().status).toBe('active');
      const secondFactor = actor.getSnapshot().children.secondFactor as unknown as { send(event: object): void };
      secondFactor.send({ type: 'code.submit', code: '123456' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 60 }]);
      expect(view().status).toBe('authenticated');
      const output = actor.getSnapshot().output;
      expect(output?.status === 'authenticated' && output.result.session!.authenticationFactors.map((factor) => factor.type)).toEqual([
        'otp',
        'totp',
      ]);
    });

    it('completes at once when the user has nothing enrolled and the policy allows it', async () => {
      const { view } = start(
        { authenticateByUrl: { handled: true, tokenType: 'magic_links', result: fakeAuthenticateResult() } },
        { mfaOptions: { policy: 'whenEnrolled', methods: ['totp', 'sms'] } },
      );
      // The rules load with the step-up's module.
      await vi.waitFor(() => expect(view().status).toBe('authenticated'));
    });

    it('without mfaOptions, a user with an app is signed in with one factor, as Stytch returns it', async () => {
      const { view, client } = start({ authenticateByUrl: { handled: true, tokenType: 'oauth', result: withApp() } });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().status).toBe('authenticated');
      expect(client.callsTo('totps.authenticate')).toEqual([]);
    });
  });
});
