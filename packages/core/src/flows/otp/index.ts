export { createOtpActors } from './otp.actors';
export { otpMachine } from './otp.machine';
export { selectOtpStatus, selectOtpView, type OtpStatus, type OtpView } from './otp.selectors';
export type { OtpContext, OtpEvent, OtpInput, OtpOutput, OtpResendRequest, OtpSendKind } from './otp.types';
