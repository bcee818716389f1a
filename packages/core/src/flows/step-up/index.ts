export { stepUpMachine, type StepUpContext, type StepUpInput, type StepUpOutput } from './step-up.machine';
export { createStepUpActors } from './step-up.actors';
