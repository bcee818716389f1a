// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, fakeAuthenticateResult, fakeHeldLogin, hang, type FakeAuthClientOptions, type FakeScript } from '../../testing';
import { recordSignInStart, SIGN_IN_START_KEY } from '../shared/sign-in-start';
import { createUrlLoginActors } from './url-login.actors';
import { urlLoginMachine, type UrlLoginInput } from './url-login.machine';
import { selectUrlLoginView } from './url-login.selectors';

const OAUTH = 'https://app.test/authenticate?stytch_token_type=oauth&token=t';
const LINK = 'https://app.test/authenticate?stytch_token_type=magic_links&token=link-t';

function start(script: FakeScript = {}, input: Partial<UrlLoginInput> = {}, client: FakeAuthClientOptions = {}) {
  const fake = createFakeAuthClient({ ...client, script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const forgetLinkToken = vi.fn();
  const actor = createActor(
    urlLoginMachine.provide({ actors: createUrlLoginActors(fake, { effects }), actions: { ...effects, forgetLinkToken } }),
    { input: { href: OAUTH, sessionDurationMinutes: 60, ...input } },
  ).start();
  return { actor, client: fake, effects, forgetLinkToken, view: () => selectUrlLoginView(actor.getSnapshot()) };
}

describe('the redirect page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the token out of the address bar first, then spends an OAuth token and remembers its provider', async () => {
    const result = fakeAuthenticateResult();
    const { actor, client, effects, forgetLinkToken, view } = start({ 'links.authenticate': { ...result, providerType: 'GitHub' } });
    expect(forgetLinkToken).toHaveBeenCalledTimes(1);
    expect(view().status).toBe('authenticating');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('links.authenticate')).toEqual([{ tokenType: 'oauth', token: 't', sessionDurationMinutes: 60 }]);
    expect(view()).toMatchObject({ status: 'authenticated', tokenType: 'oauth' });
    expect(actor.getSnapshot().output).toEqual({ status: 'authenticated', tokenType: 'oauth', result });
    expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'oauth:github');
  });

  it('without an address (a server rendering the page) it is signing in, and spends nothing', async () => {
    const fake = createFakeAuthClient();
    const actor = createActor(urlLoginMachine.provide({ actors: createUrlLoginActors(fake) }), { input: {} }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectUrlLoginView(actor.getSnapshot()).status).toBe('authenticating');
    expect(fake.calls).toEqual([]);
  });

  it('a magic link remembers the email method', async () => {
    const { effects } = start({}, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'email');
  });

  it('a URL without a token it knows ends as noToken, spending and remembering nothing', async () => {
    const { actor, client, effects } = start({}, { href: 'https://app.test/reset?stytch_token_type=reset_password&token=r' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ status: 'noToken', tokenType: 'reset_password' });
    expect(client.calls).toEqual([]);
    expect(effects.rememberMethod).not.toHaveBeenCalled();
  });

  it("a provider's error (the user cancelled) is shown, its description never read", async () => {
    const { view, client } = start({}, { href: 'https://app.test/authenticate?stytch_token_type=oauth&error=access_denied&error_description=<b>hi' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'failed', error: { type: 'oauth_cancelled' } });
    expect(client.calls).toEqual([]);
  });

  it('a used or expired token is an error that stays (the token was for one use)', async () => {
    const { view, effects } = start({ 'links.authenticate': fail('oauth_token_not_found', 'OAuth Token could not be found.') });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'failed', error: { type: 'oauth_token_not_found' } });
    expect(effects.reportError).toHaveBeenCalled();
  });
});

describe("'Continue signing in': a link this browser did not start (issue 36)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks before the token is spent on a signed-out page, naming the address this browser asked a link for', async () => {
    const { actor, client, view } = start({ 'links.startedHere': false }, { href: LINK, linkAddress: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('confirming');
    expect(actor.getSnapshot().children.linkConfirm?.getSnapshot().context.address).toBe('ada@example.com');
    expect(client.callsTo('links.startedHere')).toEqual([{ tokenType: 'magic_links' }]);
    // Nothing spends it but the user's Continue: not time.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(client.callsTo('links.authenticate')).toEqual([]);
    actor.send({ type: 'link.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('links.authenticate')).toEqual([{ tokenType: 'magic_links', token: 'link-t', sessionDurationMinutes: 60 }]);
    expect(view().status).toBe('authenticated');
  });

  it('an OAuth redirect never names an address', async () => {
    const { actor, view } = start({ 'links.startedHere': false }, { linkAddress: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('confirming');
    expect(actor.getSnapshot().children.linkConfirm?.getSnapshot().context.address).toBeNull();
  });

  it('a link started in this browser (its PKCE verifier is here) is spent in one step', async () => {
    const { client, view } = start({ 'links.startedHere': true }, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('links.authenticate')).toHaveLength(1);
    expect(view().status).toBe('authenticated');
  });

  it("a social sign-in this tab started (its record) is one step without PKCE; the record is used once", async () => {
    recordSignInStart();
    const first = start({ 'links.startedHere': false });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.view().status).toBe('authenticated');
    expect(sessionStorage.getItem(SIGN_IN_START_KEY)).toBeNull();
    const second = start({ 'links.startedHere': false });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.view().status).toBe('confirming');
  });

  it("this tab's record expires after ten minutes, and never counts for a magic link", async () => {
    sessionStorage.setItem(SIGN_IN_START_KEY, String(Date.now() - 10 * 60_000 - 1));
    const old = start({ 'links.startedHere': false });
    await vi.advanceTimersByTimeAsync(0);
    expect(old.view().status).toBe('confirming');
    recordSignInStart();
    const link = start({ 'links.startedHere': false }, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    expect(link.view().status).toBe('confirming');
  });

  it('a signed-in page never asks it: it spends, and a link for another account asks only "Switch accounts?"', async () => {
    const { client, view } = start(
      { 'links.startedHere': false, 'session.load': { sessionId: 'session-ada', userId: 'user-test-1' }, 'links.authenticate': fakeHeldLogin() },
      { href: LINK },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('links.authenticate')).toHaveLength(1);
    expect(view().status).toBe('askingToSwitch');
  });

  it("reads the session from its cookie first (session.load); when that fails, nothing is spent", async () => {
    const { client, view } = start({ 'session.load': fail('unable_to_reach_server') }, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('session.load')).toHaveLength(1);
    expect(view()).toMatchObject({ status: 'failed', error: { type: 'unable_to_reach_server' } });
    expect(client.callsTo('links.authenticate')).toEqual([]);
  });
});

describe('a link for another account than the one signed in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const held = { 'links.authenticate': fakeHeldLogin() };

  it('asks before anything changes: who is signed in, who the link is for', async () => {
    const { view, effects, client } = start(held, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'askingToSwitch', switch: { current: 'ada@example.com', next: 'mallory@example.com' } });
    expect(client.callsTo('session.switchToHeld')).toEqual([]);
    expect(effects.rememberMethod).not.toHaveBeenCalled();
  });

  it('staying keeps the page signed in as it was: the held session is dropped', async () => {
    const { actor, view, client } = start(held, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'switch.stay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('declined');
    expect(actor.getSnapshot().output).toEqual({ status: 'declined', tokenType: 'magic_links' });
    expect(client.calls.map((call) => call.operation)).toContain('session.dropHeld');
    expect(client.callsTo('session.switchToHeld')).toEqual([]);
  });

  it("continuing makes the new account the page's, then ends signed in", async () => {
    const { actor, view, client, effects } = start({ ...held, 'session.switchToHeld': [hang()] }, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'switch.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('switching');
    const done = start(held, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    done.actor.send({ type: 'switch.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(done.client.callsTo('session.switchToHeld')).toHaveLength(1);
    expect(done.view().status).toBe('authenticated');
    expect(done.actor.getSnapshot().output).toMatchObject({ status: 'authenticated', tokenType: 'magic_links', result: { userId: 'user-test-mallory' } });
    expect(done.effects.rememberMethod).toHaveBeenCalledWith(expect.anything(), 'email');
    expect(client.callsTo('session.switchToHeld')).toHaveLength(1);
    expect(effects.rememberMethod).not.toHaveBeenCalled();
  });

  it('a switch that fails is an error on the page', async () => {
    const { actor, view } = start({ ...held, 'session.switchToHeld': fail('session_not_found') }, { href: LINK });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'switch.continue' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'failed', error: { type: 'session_not_found' } });
  });
});

describe('the redirect page, restarted', () => {
  it('spends the one-use token once when the flow is stopped and started again from its snapshot', async () => {
    const client = createFakeAuthClient({ script: { 'links.startedHere': false } });
    const logic = urlLoginMachine.provide({ actors: createUrlLoginActors(client) });
    const input = { href: LINK };
    const first = createActor(logic, { input }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    first.send({ type: 'link.continue' });
    const snapshot = first.getPersistedSnapshot();
    first.stop();
    const second = createActor(logic, { input, snapshot }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.callsTo('links.authenticate')).toHaveLength(1);
    expect(client.callsTo('links.startedHere')).toHaveLength(1);
    expect(second.getSnapshot().value).toBe('authenticated');
  });

  describe('with mfaOptions', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const withApp = () => {
      const result = fakeAuthenticateResult('user-test-1', ['oauth']);
      return { ...result, user: { ...result.user!, totps: [{ totpId: 'totp-1', verified: true }] } };
    };
    const mfaOf = (actor: ReturnType<typeof start>['actor']) =>
      actor.getSnapshot().children.stepUp?.getSnapshot().children.mfa as unknown as { send(event: object): void } | undefined;

    it("asks for the authenticator app's code before the login completes, and ends with the two-factor session", async () => {
      const { actor, client, view } = start({ 'links.authenticate': withApp() }, { mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } });
      // The step-up's module loads on demand.
      await vi.waitFor(() => expect(view().status).toBe('secondFactor'));
      expect(actor.getSnapshot().status).toBe('active');
      mfaOf(actor)!.send({ type: 'code.submit', code: '123456' });
      await vi.advanceTimersByTimeAsync(0);
      expect(client.callsTo('totps.authenticate')).toEqual([{ code: '123456', sessionDurationMinutes: 60 }]);
      expect(view().status).toBe('authenticated');
      const output = actor.getSnapshot().output;
      expect(output?.status === 'authenticated' && output.result.session!.authenticationFactors.map((factor) => factor.type)).toEqual([
        'otp',
        'totp',
      ]);
    });

    it('after switching accounts, the new account steps up too', async () => {
      const { actor, view } = start(
        { 'links.authenticate': { ...withApp(), held: { identity: 'ada@example.com' } } },
        { mfaOptions: { policy: 'whenEnrolled', methods: ['totp'] } },
      );
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'switch.continue' });
      await vi.waitFor(() => expect(view().status).toBe('secondFactor'));
    });

    it('completes at once when the user has nothing enrolled and the policy allows it', async () => {
      const { view } = start({}, { href: LINK, mfaOptions: { policy: 'whenEnrolled', methods: ['totp', 'sms'] } });
      // The rules load with the step-up's module.
      await vi.waitFor(() => expect(view().status).toBe('authenticated'));
    });

    it('without mfaOptions, a user with an app is signed in with one factor, as Stytch returns it', async () => {
      const { view, client } = start({ 'links.authenticate': withApp() });
      await vi.advanceTimersByTimeAsync(0);
      expect(view().status).toBe('authenticated');
      expect(client.callsTo('totps.authenticate')).toEqual([]);
    });
  });
});
