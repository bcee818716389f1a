import { test } from '@playwright/test';
import { faultMatrixTest } from './faults/matrix';
import { idpOAuthFlows } from './faults/flows-idp-oauth';
import { otpFlows } from './faults/flows-otp';
import { passkeyWalletFlows } from './faults/flows-passkeys-wallets';
import { passwordFlows } from './faults/flows-passwords';

/**
 * The fault matrix: every flow × {500, 429, dropped connection, a delay 10 s past the request
 * timeout, malformed JSON} (faults/matrix.ts says what each cell checks). The tests of this file
 * run one after another, on the emulator of their own; the reporter prints the matrix.
 */
test.describe('every flow under faults', () => {
  for (const flow of [...otpFlows, ...passwordFlows, ...passkeyWalletFlows, ...idpOAuthFlows]) faultMatrixTest(flow);
});
