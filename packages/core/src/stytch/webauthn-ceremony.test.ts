import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCeremony } from './webauthn-ceremony';

/** A stand-in `navigator.credentials` whose methods live on its prototype, as in browsers. */
function stubCredentials(prompt: () => Promise<unknown> = () => Promise.resolve({ id: 'credential' })) {
  const create = vi.fn((_options?: CredentialCreationOptions) => prompt());
  const get = vi.fn((_options?: CredentialRequestOptions) => prompt());
  const container = Object.create({ create, get }) as CredentialsContainer;
  vi.stubGlobal('navigator', { credentials: container });
  return { container, create, get };
}
const publicKey = { challenge: new Uint8Array(1) } as unknown as PublicKeyCredentialCreationOptions;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the one credentials call of a ceremony', () => {
  it('is given the abort signal and conditional mediation, then create is put back', async () => {
    const { container, create } = stubCredentials();
    const signal = new AbortController().signal;
    const original = container.create;
    await runCeremony('create', { extra: { signal, mediation: 'conditional' } }, async () => {
      await container.create({ publicKey });
      // A second call inside the same ceremony is not touched.
      await container.create({ publicKey });
    });
    expect(create.mock.calls[0]?.[0]).toMatchObject({ signal, mediation: 'conditional' });
    expect(create.mock.calls[1]?.[0]).not.toHaveProperty('mediation');
    expect(container.create).toBe(original);
    expect(Object.getOwnPropertyNames(container)).toEqual([]);
  });

  it('is put back when the ceremony fails before reaching it', async () => {
    const { container } = stubCredentials();
    const original = container.get;
    await expect(
      runCeremony('get', { serverTimeoutMs: 1_000 }, () => Promise.reject(new Error('authenticate/start failed'))),
    ).rejects.toThrow('authenticate/start failed');
    expect(container.get).toBe(original);
  });
});

describe("the credential a ceremony's prompt answered with", () => {
  it("is reported with the relying party of the server's options, on its own (no timeout, no extra)", async () => {
    const { container } = stubCredentials(() => Promise.resolve({ id: 'cred-1', type: 'public-key' }));
    const answers: unknown[] = [];
    const onAnswer = (answer: unknown) => answers.push(answer);
    await runCeremony('create', { onAnswer }, () =>
      container.create({ publicKey: { ...publicKey, rp: { id: 'app.example', name: 'App' } } }),
    );
    await runCeremony('get', { onAnswer }, () =>
      container.get({ publicKey: { rpId: 'login.app.example', challenge: new Uint8Array(1) } }),
    );
    expect(answers).toEqual([
      { rpId: 'app.example', credentialId: 'cred-1' },
      { rpId: 'login.app.example', credentialId: 'cred-1' },
    ]);
  });

  it('is not reported when the prompt answered with nothing, or failed', async () => {
    const onAnswer = vi.fn();
    const empty = stubCredentials(() => Promise.resolve(null));
    await runCeremony('get', { onAnswer }, () => empty.container.get({ publicKey: { rpId: 'app.example', challenge: new Uint8Array(1) } }));
    const cancelled = stubCredentials(() => Promise.reject(new DOMException('Cancelled.', 'NotAllowedError')));
    await expect(
      runCeremony('get', { onAnswer }, () => cancelled.container.get({ publicKey: { rpId: 'app.example', challenge: new Uint8Array(1) } })),
    ).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe("a ceremony's server timeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('fails a challenge request held past it with request_timeout', async () => {
    const { container } = stubCredentials();
    const ceremony = runCeremony('get', { serverTimeoutMs: 3_000 }, async () => {
      await later(60_000); // the server holds the challenge
      return container.get({ publicKey });
    });
    const settled = expect(ceremony).rejects.toMatchObject({ type: 'request_timeout' });
    await vi.advanceTimersByTimeAsync(3_000);
    await settled;
  });

  it('fails an answer held past it once the prompt is done', async () => {
    const { container } = stubCredentials(() => later(500).then(() => ({ id: 'credential' })));
    const ceremony = runCeremony('create', { serverTimeoutMs: 3_000 }, async () => {
      await later(100);
      await container.create({ publicKey });
      await later(60_000); // the server holds the answer
      return 'registered';
    });
    const settled = expect(ceremony).rejects.toMatchObject({ type: 'request_timeout' });
    await vi.advanceTimersByTimeAsync(600 + 3_000);
    await settled;
  });

  it('does not count the time the user spends in the prompt', async () => {
    // The user takes two minutes; each server call takes a second.
    const { container } = stubCredentials(() => later(120_000).then(() => ({ id: 'credential' })));
    const ceremony = runCeremony('get', { serverTimeoutMs: 3_000 }, async () => {
      await later(1_000);
      await container.get({ publicKey });
      await later(1_000);
      return 'logged in';
    });
    await vi.advanceTimersByTimeAsync(122_000);
    await expect(ceremony).resolves.toBe('logged in');
  });

  it('counts the calls apart: two calls each under it pass, though together they are over', async () => {
    const { container } = stubCredentials(() => Promise.resolve({ id: 'credential' }));
    const ceremony = runCeremony('get', { serverTimeoutMs: 3_000 }, async () => {
      await later(2_500);
      await container.get({ publicKey });
      await later(2_500);
      return 'logged in';
    });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(ceremony).resolves.toBe('logged in');
  });
});

describe('a ceremony given up on before its prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('never opens the prompt when its challenge arrives late; the next ceremony prompts as usual', async () => {
    const { container, create } = stubCredentials();
    const original = container.create;
    let lateCall: Promise<unknown> | undefined;
    // The server holds the challenge for 13 s; the widget gives up after 3.
    const first = runCeremony('create', { serverTimeoutMs: 3_000 }, async () => {
      await later(13_000);
      lateCall = container.create({ publicKey });
      return lateCall;
    });
    const gaveUp = expect(first).rejects.toMatchObject({ type: 'request_timeout' });
    await vi.advanceTimersByTimeAsync(3_000);
    await gaveUp;
    // The user tries again at once, and it works.
    const retry = runCeremony('create', { serverTimeoutMs: 3_000 }, async () => {
      await later(100);
      return container.create({ publicKey });
    });
    await vi.advanceTimersByTimeAsync(100);
    await expect(retry).resolves.toEqual({ id: 'credential' });
    expect(create).toHaveBeenCalledTimes(1);
    // Then the first challenge arrives: the SDK's prompt is refused, and the browser's method is back.
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(lateCall).rejects.toMatchObject({ name: 'AbortError' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(container.create).toBe(original);
  });

  it('refuses nothing once the abandoned call ended without a prompt (its start failed)', async () => {
    const { container, get } = stubCredentials();
    const controller = new AbortController();
    const first = runCeremony('get', { extra: { signal: controller.signal } }, async () => {
      await later(5_000);
      throw new Error('authenticate/start failed');
    });
    const gaveUp = expect(first).rejects.toMatchObject({ type: 'aborted' });
    controller.abort();
    await gaveUp;
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(container.get({ publicKey })).resolves.toEqual({ id: 'credential' });
    expect(get).toHaveBeenCalledTimes(1);
  });
});
