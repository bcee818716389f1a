/** @portico/ui: the prebuilt Portico screens and widgets. */
export { LoginWidget, type LoginWidgetProps } from './widgets/login-widget/login-widget';
export { toAuthClient, type WidgetClient } from './widgets/auth-client';

export { WidgetFrame, usePresentation, type WidgetFrameProps } from './frame/widget-frame';
export { ScreenHeader, type ScreenHeaderProps } from './frame/screen-header';

export { MainScreen, type MainScreenProps } from './screens/main/main-screen';
export { EmailOtpForm, type EmailOtpFormProps } from './screens/main/email-otp-form';
export { PhoneOtpForm, type PhoneOtpFormProps } from './screens/main/phone-otp-form';
export {
  OtpAuthenticateScreen,
  type OtpAuthenticateScreenProps,
} from './screens/otp-authenticate/otp-authenticate-screen';
export { ResendControl, type ResendControlProps } from './screens/otp-authenticate/resend-control';
export { ExpiryNotice } from './screens/otp-authenticate/expiry-notice';
export { OtpConfirmationScreen } from './screens/otp-confirmation/otp-confirmation-screen';
export { SuccessScreen, type SuccessScreenProps } from './screens/success/success-screen';
export { ErrorScreen, type ErrorScreenProps } from './screens/error/error-screen';

export * from './messages';
export { styleConfigToVariables } from './theme/style-config';
export { cn } from './lib/cn';

export { Alert, alertVariants } from './primitives/alert';
export { Button, buttonVariants, type ButtonProps } from './primitives/button';
export { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './primitives/card';
export { Divider } from './primitives/divider';
export { Field, FieldDescription, FieldError, FieldLabel } from './primitives/field';
export { Input } from './primitives/input';
export { OtpInput, type OtpInputProps } from './primitives/otp-input';
export { PhoneInput, type PhoneInputProps, type PhoneCountryOption } from './primitives/phone-input';
export { Spinner } from './primitives/spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './primitives/tabs';
export { ToastArea, ToastProvider, useToast, type ToastKind } from './primitives/toast';
