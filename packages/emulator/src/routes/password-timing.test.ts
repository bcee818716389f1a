/**
 * Password authenticate costs one scrypt verification whether or not the address has a user with
 * a password, so an unknown address does not answer faster (account enumeration by timing).
 * Timing itself is not asserted (flaky): the verifier is spied on instead.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordHash from '../domain/password-hash';
import type * as Testing from '../testing/harness';

vi.mock('../domain/password-hash', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordHash>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/** The harness hashes with cheap parameters (TEST_PASSWORD_HASHING): the dummy hash must use the same ones. */
const TEST_PARAMS_PREFIX = '$scrypt$ln=4,r=1,p=1$';

let verifyPassword: ReturnType<typeof vi.mocked<typeof PasswordHash.verifyPassword>>;
let createHarness: typeof Testing.createHarness;

beforeAll(async () => {
  // Test files share modules (isolate: false): import the app afresh so it gets the spy.
  vi.resetModules();
  verifyPassword = vi.mocked((await import('../domain/password-hash')).verifyPassword);
  ({ createHarness } = await import('../testing/harness'));
});

describe('password authenticate: the same work for every address', () => {
  let h: Testing.Harness;
  beforeEach(async () => {
    h = await createHarness();
    await h.seedUser({ email: 'ada@example.com', password: 'correct horse battery staple' });
    await h.loginWithEmail('bob@example.com');
    verifyPassword.mockClear();
  });

  const authenticate = (email: string, password: string) =>
    h.call('POST', '/sdk/v1/passwords/authenticate', { json: { email, password, session_duration_minutes: 30 } });

  it('verifies against a real hash for a user with a password', async () => {
    expect((await authenticate('ada@example.com', 'wrong horse battery staple')).body.error_type).toBe('unauthorized_credentials');
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(verifyPassword.mock.calls[0]?.[1]).toMatch(TEST_PARAMS_PREFIX);
  });

  it('verifies against a dummy hash (same parameters, made once) for an unknown address', async () => {
    for (const email of ['nobody@example.com', 'nobody.else@example.com']) {
      const { status, body } = await authenticate(email, 'correct horse battery staple');
      expect(status).toBe(404);
      expect(body.error_type).toBe('email_not_found');
    }
    expect(verifyPassword).toHaveBeenCalledTimes(2);
    const [first, second] = verifyPassword.mock.calls.map((call) => call[1]);
    expect(first).toMatch(TEST_PARAMS_PREFIX);
    expect(second).toBe(first);
  });

  it('verifies against the dummy hash for a user without a password', async () => {
    const { body } = await authenticate('bob@example.com', 'correct horse battery staple');
    expect(body.error_type).toBe('no_user_password');
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(verifyPassword.mock.calls[0]?.[1]).toMatch(TEST_PARAMS_PREFIX);
  });
});
