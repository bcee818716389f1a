import { describe, expect, it, vi } from 'vitest';
import { createLoginGuard } from './login-guard';

/** The client's session: a login's answer puts one there, as the Stytch client does. */
function fakeSession(initial: string | null = null) {
  let current = initial;
  const session = {
    getSync: () => current,
    revoke: vi.fn(async () => {
      current = null;
    }),
  };
  return { session, signIn: (id: string) => (current = id), current: () => current };
}

/** A login whose answer the test releases: it signs in, as the client does when the answer arrives. */
function pendingLogin(signIn: (id: string) => void, id: string) {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  return {
    run: async () => {
      await answered;
      signIn(id);
      return id;
    },
    release: () => release(),
  };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a login given up on and carried out anyway', () => {
  it('is undone: its late session is revoked (and forgotten even if the revoke fails)', async () => {
    const { session, signIn, current } = fakeSession();
    const login = createLoginGuard(session);
    const controller = new AbortController();
    const late = pendingLogin(signIn, 'late');
    void login({ signal: controller.signal }, late.run)();
    controller.abort(); // the request timeout, the user going back, an unmount
    late.release();
    await flush();
    expect(session.revoke).toHaveBeenCalledWith({ forceClear: true });
    expect(current()).toBeNull();
  });

  it('is kept when the page was signed in before it began (it only renewed that session)', async () => {
    const { session, signIn } = fakeSession('before');
    const login = createLoginGuard(session);
    const controller = new AbortController();
    const late = pendingLogin(signIn, 'renewed');
    void login({ signal: controller.signal }, late.run)();
    controller.abort();
    late.release();
    await flush();
    expect(session.revoke).not.toHaveBeenCalled();
  });

  it('is kept when a retry succeeded meanwhile', async () => {
    const { session, signIn, current } = fakeSession();
    const login = createLoginGuard(session);
    const controller = new AbortController();
    const late = pendingLogin(signIn, 'late');
    void login({ signal: controller.signal }, late.run)();
    controller.abort();
    await login(undefined, async () => signIn('retry'))();
    late.release();
    await flush();
    expect(session.revoke).not.toHaveBeenCalled();
    expect(current()).toBe('late');
  });

  it('waits for a retry under way: kept if it succeeds, undone if it fails', async () => {
    for (const retrySucceeds of [true, false]) {
      const { session, signIn } = fakeSession();
      const login = createLoginGuard(session);
      const controller = new AbortController();
      const late = pendingLogin(signIn, 'late');
      void login({ signal: controller.signal }, late.run)();
      controller.abort();
      let finishRetry!: () => void;
      const retry = login(undefined, () => new Promise<void>((resolve, reject) => (finishRetry = () => (retrySucceeds ? resolve() : reject(new Error('failed'))))))();
      late.release();
      await flush();
      expect(session.revoke).not.toHaveBeenCalled();
      finishRetry();
      await retry.catch(() => undefined);
      await flush();
      expect(session.revoke).toHaveBeenCalledTimes(retrySucceeds ? 0 : 1);
    }
  });

  it('changes nothing for a login that was not given up on, or that failed', async () => {
    const { session, signIn } = fakeSession();
    const login = createLoginGuard(session);
    await expect(login(undefined, async () => signIn('ok'))()).resolves.toBe('ok');
    const controller = new AbortController();
    const failing = login({ signal: controller.signal }, () => Promise.reject(new Error('500')))();
    controller.abort();
    await expect(failing).rejects.toThrow('500');
    await flush();
    expect(session.revoke).not.toHaveBeenCalled();
  });
});
