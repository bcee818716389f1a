export { createSecondFactorActors } from './second-factor.actors';
export { normalizeRecoveryCode, secondFactorMachine, TOTP_ENROLMENT_MINUTES } from './second-factor.machine';
export {
  selectSecondFactorScreen,
  selectSecondFactorView,
  type SecondFactorScreen,
  type SecondFactorView,
} from './second-factor.selectors';
export type { SecondFactorContext, SecondFactorEvent, SecondFactorInput, SecondFactorOutput, StepUpVia } from './second-factor.types';
export {
  maskPhoneNumber,
  planStepUp,
  type EmailStepUpPlan,
  type SensitiveStepUpPlan,
  type StepUpEmail,
  type StepUpPhone,
  type StepUpPlan,
} from '../shared/step-up-plan';
