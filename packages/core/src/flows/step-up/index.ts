export { stepUpMachine, type StepUpContext, type StepUpInput, type StepUpOutput } from './step-up.machine';
export { createStepUpActors } from './step-up.actors';
export type { PasskeyStepUpAccount, PasskeyStepUpOptions, PasskeyStepUpRequest, PreparedPasskeyStepUp } from './passkey-step-up.types';
export type { MfaModule } from './step-up-module';
