import type { AuthError, AuthFactor, AuthUser } from '../../client';
import type { MfaMethod, MfaOptions, ResolvedMfa } from '../../config';
import type { SensitiveStepUpPlan } from '../shared/step-up-plan';

export interface SecondFactorsInput {
  /**
   * The login config's `mfaOptions`: which second factors can be added, and whether one is
   * required (then the last one cannot be removed). Default: both methods, not required.
   */
  mfaOptions?: MfaOptions;
  sessionDurationMinutes?: number;
  /** How long a texted code lasts. */
  otpExpirationMinutes?: number;
  locale?: string;
}

/** What the signed-in user has, as the list shows it. */
export interface Account {
  user: AuthUser;
  /** The active session's factors (a sensitive change needs two kinds, as Stytch decides). */
  factors: AuthFactor[];
  /** Unused recovery codes of the verified authenticator app (null: not known, or no app). */
  recoveryCodesLeft: number | null;
}

/** A second factor the user can remove. */
export type FactorRef = { kind: 'totp'; id: string } | { kind: 'phone'; id: string; phoneNumber: string };

/** What the user asked for: adding a factor, new recovery codes, or removing one. */
export type FactorChange = { kind: 'addApp' } | { kind: 'addPhone' } | { kind: 'renewCodes'; totpId: string } | { kind: 'remove'; factor: FactorRef };

export interface SecondFactorsContext {
  mfa: ResolvedMfa;
  sessionDurationMinutes: number;
  otpExpirationMinutes: number;
  locale?: string;
  account: Account | null;
  /** The change under way (kept through a step-up, then carried out). */
  change: FactorChange | null;
  /** The second factor a sensitive change needs first (Stytch answered `insufficient_factors`). */
  stepUp: SensitiveStepUpPlan | null;
  error: AuthError | null;
  /** What the last change did, for the list's announcement. */
  done: FactorChange['kind'] | null;
  /** Step-ups done for this change (bounded, so a change is never held up in a loop). */
  stepUps: number;
  /**
   * The recovery codes the app set up here came with: the count shown when the session may not
   * read the codes (a password session), until the app is removed.
   */
  codesIssued: number | null;
}

export type SecondFactorsEvent =
  | { type: 'app.add' }
  | { type: 'phone.add' }
  | { type: 'codes.renew' }
  | { type: 'factor.remove'; factor: FactorRef }
  | { type: 'remove.confirm' }
  /** Cancels a removal being confirmed, or an enrolment or step-up under way. */
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  /** The account changed elsewhere (the account widget's other sections): the list is read again. */
  | { type: 'account.reload' }
  /** @deprecated Send `request.retry`; accepted until 0.3 (issue 23: events are `subject.verb`). */
  | { type: 'retry' };

export type { MfaMethod };
