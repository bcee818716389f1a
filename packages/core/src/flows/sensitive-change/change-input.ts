import type { SensitiveAccount, SensitiveChangeInput } from './sensitive-change.types';

/** What every account section keeps that its sensitive changes pass on. */
export interface SectionChangeContext {
  /** The signed-in user and the session's factors (set once the section has loaded). */
  account: SensitiveAccount | null;
  sessionDurationMinutes?: number;
  otpExpirationMinutes?: number;
  locale?: string;
}

/**
 * The sensitive-change flow's input for a section's `change`: the signed-in account, and the
 * session length and the step-up codes' expiry and language the section was given. `gated: false`
 * for a change Stytch does not gate (a name, a connected app's revocation, a password changed with
 * the current one).
 */
export function sensitiveChangeInput(context: SectionChangeContext, change: unknown, options: { gated?: boolean } = {}): SensitiveChangeInput {
  return {
    change,
    account: context.account!,
    ...(options.gated !== undefined && { gated: options.gated }),
    ...(context.sessionDurationMinutes !== undefined && { sessionDurationMinutes: context.sessionDurationMinutes }),
    ...(context.otpExpirationMinutes !== undefined && { otpExpirationMinutes: context.otpExpirationMinutes }),
    ...(context.locale !== undefined && { locale: context.locale }),
  };
}
