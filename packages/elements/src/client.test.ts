import { beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK's client, recorded: what the elements make for a token and options.
const made: unknown[][] = [];
vi.mock('@stytch/vanilla-js/headless', () => ({
  StytchClient: class {
    constructor(...args: unknown[]) {
      made.push(args);
    }
  },
}));

const load = () => import('./client');

beforeEach(() => {
  made.length = 0;
});

describe("the elements' Stytch clients", () => {
  it("getLazyStytchClient: one lazy client per token and options, made when first needed, as getStytchClient's", async () => {
    const { getLazyStytchClient, getStytchClient } = await load();
    const options = { endpoints: { testAPIURL: 'http://localhost:4100' } };
    const lazy = getLazyStytchClient('public-token-test-x', options);
    expect(getLazyStytchClient('public-token-test-x', { ...options })).toBe(lazy);
    expect(lazy.made).toBe(false);
    expect(made).toEqual([]);

    const client = lazy.get();
    expect(made).toEqual([['public-token-test-x', options]]);
    // The same client the page gets for that token, so one session.
    expect(getStytchClient('public-token-test-x', options)).toBe(client);
    expect(made).toHaveLength(1);
    expect(getLazyStytchClient('public-token-test-y')).not.toBe(lazy);
  });

  it('a client the page made first (getStytchClient) is the lazy one, made already', async () => {
    const { getLazyStytchClient, getStytchClient } = await load();
    const client = getStytchClient('public-token-test-z');
    const lazy = getLazyStytchClient('public-token-test-z');
    expect(lazy.made).toBe(true);
    expect(lazy.get()).toBe(client);
    expect(made).toHaveLength(1);
  });
});
