export { createMfaActors } from './mfa.actors';
export { normalizeRecoveryCode, mfaMachine, TOTP_ENROLMENT_MINUTES } from './mfa.machine';
export {
  selectMfaStep,
  selectMfaView,
  type MfaStep,
  type MfaView,
} from './mfa.selectors';
export type { MfaContext, MfaEvent, MfaInput, MfaOutput, StepUpVia } from './mfa.types';
/** Deprecated names, removed in 0.3 (CHANGELOG.md). */
export { createSecondFactorActors } from './mfa.actors';
export { secondFactorMachine } from './mfa.machine';
export {
  selectSecondFactorScreen,
  selectSecondFactorView,
  type SecondFactorScreen,
  type SecondFactorView,
} from './mfa.selectors';
export type { SecondFactorContext, SecondFactorEvent, SecondFactorInput, SecondFactorOutput } from './mfa.types';
export {
  maskPhoneNumber,
  planStepUp,
  type EmailStepUpPlan,
  type SensitiveStepUpPlan,
  type StepUpEmail,
  type StepUpPhone,
  type StepUpPlan,
} from '../shared/step-up-plan';
