export { createSecondFactorsActors } from './second-factors.actors';
export { secondFactorsMachine, secondFactorsOf } from './second-factors.machine';
export {
  selectSecondFactorsStatus,
  selectSecondFactorsView,
  type FactorRow,
  type SecondFactorsStatus,
  type SecondFactorsView,
} from './second-factors.selectors';
export type {
  Account,
  FactorChange,
  FactorRef,
  SecondFactorsContext,
  SecondFactorsEvent,
  SecondFactorsInput,
} from './second-factors.types';
