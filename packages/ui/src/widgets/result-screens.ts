/**
 * The screens that end a login (success, the passcode and passkey confirmations) and the generic
 * error screen, loaded as one chunk when the widget starts sending something or reaches one.
 */
export { ErrorScreen } from '../screens/error/error-screen';
export { OtpConfirmationScreen } from '../screens/otp-confirmation/otp-confirmation-screen';
export { PasskeyConfirmationScreen } from '../screens/passkey-confirmation/passkey-confirmation-screen';
export { SuccessScreen } from '../screens/success/success-screen';
