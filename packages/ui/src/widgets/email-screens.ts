/**
 * The screens that follow an email being sent (magic links, passwords), loaded as one chunk
 * the first time the widget needs one of them.
 */
export { EmailConfirmationScreen } from '../screens/email-confirmation/email-confirmation-screen';
export { CreatePasswordInstead } from '../screens/password/create-password-instead';
export { PasswordCreateOrLoginScreen } from '../screens/password/password-create-or-login-screen';
export { PasswordlessScreen } from '../screens/password/passwordless-screen';
export { ResetEmailScreen } from '../screens/password/reset-email-screen';
