import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { OneTapRequest, OneTapResult } from '../../client';
import { createFakeAuthClient, type FakeScript } from '../../testing';
import { takeSignInStart } from '../shared/sign-in-start';
import { createOneTapActors } from './one-tap.actors';
import { oneTapMachine } from './one-tap.machine';
import { oneTapModeOf } from '../../client';
import { selectOneTapView } from './one-tap.selectors';

function start(script: FakeScript = {}, position = 'embedded') {
  const client = createFakeAuthClient({ script });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actor = createActor(oneTapMachine.provide({ actors: createOneTapActors(client), actions: effects }), {
    input: { position, cancelOnTapOutside: true, loginRedirectUrl: 'https://app.test/login' },
  }).start();
  return { actor, client, effects, view: () => selectOneTapView(actor.getSnapshot()) };
}

/** A prompt the test controls: what the provider was asked, and its callbacks. */
function controlledPrompt(result: OneTapResult = { shown: true, cancel: vi.fn() }) {
  const requests: OneTapRequest[] = [];
  return {
    requests,
    result,
    step: (request: OneTapRequest) => {
      requests.push(request);
      return result;
    },
  };
}

describe('Google One Tap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("records in this tab, once Google answers with a credential, that it started the sign-in (issue 36)", async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
      removeItem: (key: string) => kept.delete(key),
    });
    const prompt = controlledPrompt();
    start({ 'oauth.oneTap': prompt.step });
    await vi.advanceTimersByTimeAsync(0);
    expect(kept.size).toBe(0);
    prompt.requests[0]!.onCredential!();
    expect(takeSignInStart()).toBe(true);
  });

  it('embeds the prompt: loading, then shown, with the config passed on', async () => {
    const prompt = controlledPrompt();
    const { view } = start({ 'oauth.oneTap': prompt.step });
    await vi.advanceTimersByTimeAsync(0);
    expect(prompt.requests).toEqual([
      expect.objectContaining({ position: 'embedded', cancelOnTapOutside: true, loginRedirectUrl: 'https://app.test/login' }),
    ]);
    expect(view()).toMatchObject({ mode: 'embedded', embedded: true, loading: false, problem: null });
  });

  it('closing the prompt hides it; stopping the flow removes a prompt that is up', async () => {
    const prompt = controlledPrompt();
    const { actor, view } = start({ 'oauth.oneTap': prompt.step });
    await vi.advanceTimersByTimeAsync(0);
    prompt.requests[0]!.onCancelled();
    expect(view()).toMatchObject({ embedded: false, problem: null });

    const second = controlledPrompt();
    const other = start({ 'oauth.oneTap': second.step });
    await vi.advanceTimersByTimeAsync(0);
    other.actor.stop();
    expect((second.result as { cancel: () => void }).cancel).toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it.each([
    'origin_not_allowed',
    'invalid_client',
    'oauth_config_not_found',
    'no_login_redirect_urls',
    'no_signup_redirect_urls',
    'default_provider_not_allowed',
  ] as const)('%s: the prompt stays hidden and the problem is shown', async (problem) => {
    const { view } = start({ 'oauth.oneTap': { shown: false, problem } });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ embedded: false, loading: false, problem });
  });

  it('a failed sign-in with the credential is shown and reported', async () => {
    const prompt = controlledPrompt();
    const { view, effects } = start({ 'oauth.oneTap': prompt.step });
    await vi.advanceTimersByTimeAsync(0);
    prompt.requests[0]!.onError({ type: 'invalid_token', message: 'The ID token is not valid.' });
    expect(view()).toMatchObject({ embedded: false, error: { type: 'invalid_token' } });
    expect(effects.reportError).toHaveBeenCalled();
  });

  it('floats where the config asks', async () => {
    const { view } = start({}, 'floating');
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ mode: 'floating', embedded: false });
  });
});

describe('oneTapModeOf (Stytch’s position rules)', () => {
  it.each([
    ['floating', false, 'floating'],
    ['floating', true, 'floating'],
    ['embedded', false, 'embedded'],
    ['embedded', true, 'floating'],
    ['floatingOrEmbedded', true, 'floating'],
    ['embeddedOnly', false, 'embedded'],
    ['embeddedOnly', true, null],
    ['forceLegacyEmbedded', true, 'embedded'],
  ] as const)('%s with FedCM %s → %s', (position, fedcm, mode) => {
    expect(oneTapModeOf(position, fedcm)).toBe(mode);
  });
});
