import { SuccessScreen } from '../success/success-screen';

/** PasskeyConfirmation (spec §2): the success screen shown after a passkey login. */
export function PasskeyConfirmationScreen() {
  return <SuccessScreen />;
}
