export { createOtpActors, sendOtpCode } from './otp.actors';
export { otpMachine } from './otp.machine';
export { selectOtpStatus, selectOtpView, type OtpStatus, type OtpView } from './otp.selectors';
export type { OtpContext, OtpEvent, OtpInput, OtpOutput, SendCodeRequest } from './otp.types';
