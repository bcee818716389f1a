import type { FaultFlow } from './matrix';

export const idpOAuthFlows: FaultFlow[] = [];
