import type { FaultFlow } from './matrix';

export const passkeyWalletFlows: FaultFlow[] = [];
