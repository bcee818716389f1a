import { describe, expect, it } from 'vitest';
import { loginMachine } from './login.machine';
import { ROUTER_STATES, routerStateOf, STATE_OF_SCREEN } from './login.routes';

describe("the router's one table of screens and states", () => {
  it("names exactly the router's states (routing, where it decides, aside)", () => {
    const states = Object.keys(loginMachine.root.states).filter((state) => state !== 'routing');
    expect(states.sort()).toEqual([...ROUTER_STATES].sort());
    // Every state is some screen's: none is left that no step reaches.
    const reached = new Set(Object.values(STATE_OF_SCREEN).flatMap((row) => (typeof row === 'function' ? ['password', 'passwordless'] : [row])));
    expect([...ROUTER_STATES].filter((state) => !reached.has(state))).toEqual([]);
  });

  it('routes a step by its screen, and PasswordCreateOrLogin by its user', () => {
    expect(routerStateOf({ screen: 'Main' })).toBe('main');
    expect(routerStateOf({ screen: 'PasswordCreateOrLogin', email: 'ada@example.com', userType: 'passwordless' })).toBe('passwordless');
    expect(routerStateOf({ screen: 'PasswordCreateOrLogin', email: 'ada@example.com', userType: 'password' })).toBe('password');
    expect(routerStateOf({ screen: 'PasswordCreateOrLogin', email: 'ada@example.com', userType: 'new' })).toBe('password');
    expect(routerStateOf({ screen: 'PasswordDedupe', email: 'ada@example.com', reason: 'dedupe' as never })).toBe('resetSent');
    expect(routerStateOf({ screen: 'CryptoConfirmation', createPasskeyQuietly: false })).toBe('confirmed');
    expect(routerStateOf({ screen: 'Error', error: { type: 'unknown_error' } })).toBe('error');
  });
});
