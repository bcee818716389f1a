// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useState, version } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeAuthClient } from '../testing';
import { useOtp } from '../flows/otp/use-otp';
import { AuthClientProvider } from './auth-client-provider';

/** The React this run is for: 19 (`vitest run`), or 18 (`vitest run --config vitest.react18.config.ts`). */
const expected = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.PORTICO_TEST_REACT ?? '19';

describe(`the React of this run (${expected})`, () => {
  it('runs the hooks, and @xstate/react runs with the same React', () => {
    expect(version.split('.')[0]).toBe(expected);
    const counter = renderHook(() => useState(0));
    act(() => counter.result.current[1](1));
    expect(counter.result.current[0]).toBe(1);
    const client = createFakeAuthClient();
    const otp = renderHook(() => useOtp({ method: 'email', destination: 'ada@example.com' }), {
      wrapper: ({ children }) => <AuthClientProvider client={client}>{children}</AuthClientProvider>,
    });
    // (@xstate/react under another copy of React would throw: 'Invalid hook call'.)
    expect(otp.result.current.displayDestination).toBe('ada@example.com');
  });
});
