import type { AuthError, AuthFactor, AuthUser } from '../../client';
import type { SensitiveStepUpPlan } from '../shared/step-up-plan';

/** The signed-in user and their session's factors: what decides a step-up. */
export interface SensitiveAccount {
  user: AuthUser;
  /** The active session's factors, brought up to date by each step-up. */
  factors: AuthFactor[];
}

export interface SensitiveChangeInput {
  /** The change, as the flow that provides the `change` actor reads it (a section's own request). */
  change: unknown;
  account: SensitiveAccount;
  /**
   * Stytch gates the change (deleting or adding a factor, a password, linking an account): when
   * the planner says the session lacks a category, the step-up comes first rather than a refusal.
   * Default true; a change Stytch does not gate (a name) runs at once, and steps up only if refused.
   */
  gated?: boolean;
  sessionDurationMinutes?: number;
  /** How long a code texted or emailed for the step-up lasts. */
  otpExpirationMinutes?: number;
  /** The language of those codes. */
  locale?: string;
}

export interface SensitiveChangeContext {
  change: unknown;
  account: SensitiveAccount;
  gated: boolean;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  /** What the step-up under way asks for. */
  stepUp: SensitiveStepUpPlan | null;
  /** Step-ups made for this change (at most two: a password session lacks two categories). */
  stepUps: number;
  /** Why Stytch refused the change last (kept: the failure shown when no step-up helps). */
  error: AuthError | null;
  result: unknown;
  /** How it ended (set on reaching a final state). */
  ended: SensitiveChangeOutput['kind'] | null;
}

export type SensitiveChangeEvent =
  /** Leaves the step-up: the change is not made. */
  { type: 'change.cancel' };

/**
 * How a sensitive change ended: made (the `change` actor's result), refused or failed (its error,
 * after any step-up that could help), or cancelled during a step-up. `factors` is the session's
 * factors as the step-ups left them, for the next change.
 */
export type SensitiveChangeOutput =
  | { kind: 'changed'; result: unknown; factors: AuthFactor[] }
  | { kind: 'failed'; error: AuthError; factors: AuthFactor[] }
  | { kind: 'cancelled'; factors: AuthFactor[] };
