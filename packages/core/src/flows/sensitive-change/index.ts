export { createSensitiveChangeLogic } from './sensitive-change.actors';
export { sensitiveChangeInput, type SectionChangeContext } from './change-input';
export { MAX_SENSITIVE_STEP_UPS, sensitiveChangeMachine, stepUpAfterRefusal } from './sensitive-change.machine';
export {
  selectSensitiveChangeStatus,
  selectSensitiveChangeView,
  type SensitiveChangeStatus,
  type SensitiveChangeView,
} from './sensitive-change.selectors';
export type {
  SensitiveAccount,
  SensitiveChangeContext,
  SensitiveChangeEvent,
  SensitiveChangeInput,
  SensitiveChangeOutput,
} from './sensitive-change.types';
