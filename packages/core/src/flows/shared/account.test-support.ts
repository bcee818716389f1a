/** Test helpers for the account's sections (not shipped: only tests import it). */
import { vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { AuthFactor, AuthenticateResult } from '../../client';
import { fakeAuthenticateResult } from '../../testing';

export const factor = (type: string, deliveryMethod: string, extra: Partial<AuthFactor> = {}): AuthFactor => ({
  type,
  deliveryMethod,
  lastAuthenticatedAt: new Date().toISOString(),
  ...extra,
});

/** The effects a flow reports through, as spies. */
export const spyEffects = () => ({ reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() });

/** A step-up's answer: the session with `factors`. */
export function sessionWith(...factors: AuthFactor[]): AuthenticateResult {
  const result = fakeAuthenticateResult();
  return { ...result, session: { ...result.session!, authenticationFactors: factors } };
}

type Child = { send(event: object): void; getSnapshot(): { children: Record<string, Child | undefined>; context: Record<string, unknown>; value: unknown } };

/** A child of a child… by ids: `childOf(actor, 'change', 'stepUp', 'sms')`. */
export function childOf(actor: AnyActorRef, ...ids: string[]): Child {
  let current = actor as unknown as Child;
  for (const id of ids) {
    const next = current.getSnapshot().children[id];
    if (!next) throw new Error(`no child ${id} (at ${JSON.stringify(current.getSnapshot().value)})`);
    current = next;
  }
  return current;
}

export const settle = () => vi.advanceTimersByTimeAsync(0);
