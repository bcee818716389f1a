export { resendCodeMachine, resendCodeWith, type ResendCodeContext, type ResendCodeEvent, type ResendCodeInput } from './resend-code.machine';
export { selectResendCodeView, type ResendCodeView, type ResendStatus } from './resend-code.selectors';
