import type { FaultFlow } from './matrix';

export const passwordFlows: FaultFlow[] = [];
