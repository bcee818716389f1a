import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeAuthClient, fail, hang, type FakeScript } from '../../testing';
import { SIGN_IN_START_KEY, takeSignInStart } from '../shared/sign-in-start';
import { createOAuthActors } from './oauth.actors';
import { OAUTH_REDIRECT_GRACE_MS, oauthMachine, type OAuthInput } from './oauth.machine';
import { selectOAuthView } from './oauth.selectors';

const providers: OAuthInput['providers'] = [
  { type: 'google', customScopes: ['https://www.googleapis.com/auth/calendar.readonly'], providerParams: { prompt: 'select_account' } },
  { type: 'github', customScopes: [], providerParams: {} },
];

function start(script: FakeScript = {}, requestTimeoutMs?: number) {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const options = { effects, ...(requestTimeoutMs !== undefined && { requestTimeoutMs }) };
  const actor = createActor(oauthMachine.provide({ actors: createOAuthActors(client, options), actions: effects }), {
    input: { providers, loginRedirectUrl: 'https://app.test/login', signupRedirectUrl: 'https://app.test/signup' },
  }).start();
  return { actor, client, effects, view: () => selectOAuthView(actor.getSnapshot()) };
}

describe('social sign-in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('records in this tab that it started a sign-in (issue 36): the redirect back spends its token in one step', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
      removeItem: (key: string) => kept.delete(key),
    });
    const { actor } = start();
    expect(kept.has(SIGN_IN_START_KEY)).toBe(false);
    actor.send({ type: 'oauth.start', provider: 'github' });
    await vi.advanceTimersByTimeAsync(0);
    expect(takeSignInStart()).toBe(true);
    expect(takeSignInStart()).toBe(false);
  });

  it("starts the provider's sign-in with the redirect URLs, custom scopes and provider params", async () => {
    const { actor, client, view } = start();
    actor.send({ type: 'oauth.start', provider: 'google' });
    expect(view()).toMatchObject({ pending: 'google', error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('oauth.start')).toEqual([
      {
        provider: 'google',
        loginRedirectUrl: 'https://app.test/login',
        signupRedirectUrl: 'https://app.test/signup',
        customScopes: ['https://www.googleapis.com/auth/calendar.readonly'],
        providerParams: { prompt: 'select_account' },
      },
    ]);
    actor.send({ type: 'oauth.start', provider: 'github' });
    expect(client.callsTo('oauth.start')).toHaveLength(1);
  });

  it('leaves out empty scopes and params, and ignores a provider the config does not list', async () => {
    const { actor, client } = start();
    actor.send({ type: 'oauth.start', provider: 'apple' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'oauth.start', provider: 'github' });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.callsTo('oauth.start')).toEqual([
      { provider: 'github', loginRedirectUrl: 'https://app.test/login', signupRedirectUrl: 'https://app.test/signup' },
    ]);
  });

  it('stops spinning if the page is still here long after the navigation', async () => {
    const { actor, view } = start();
    actor.send({ type: 'oauth.start', provider: 'github' });
    await vi.advanceTimersByTimeAsync(OAUTH_REDIRECT_GRACE_MS - 1);
    expect(view().pending).toBe('github');
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toMatchObject({ pending: null, error: null });
  });

  it('shows and reports a start that fails, and a stuck one times out', async () => {
    const failed = start({ 'oauth.start': fail('oauth_config_not_found', 'No Google client.') });
    failed.actor.send({ type: 'oauth.start', provider: 'google' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.view()).toMatchObject({ pending: null, error: { type: 'oauth_config_not_found' } });
    expect(failed.effects.reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'oauth_config_not_found' }));

    const stuck = start({ 'oauth.start': hang() }, 5_000);
    stuck.actor.send({ type: 'oauth.start', provider: 'google' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stuck.view()).toMatchObject({ pending: null, error: { type: 'request_timeout' } });
  });
});
