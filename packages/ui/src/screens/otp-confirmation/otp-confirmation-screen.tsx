import { SuccessScreen } from '../success/success-screen';

/** OTPConfirmation (spec §2): the success screen shown after a passcode login. */
export function OtpConfirmationScreen() {
  return <SuccessScreen />;
}
