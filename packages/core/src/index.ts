/**
 * @portico/core: headless flows for a Stytch-compatible login widget. Machines, selectors,
 * types and validation; no React (see `@portico/core/react`), no SDK (see `@portico/core/stytch`).
 */
export * from './client';
export * from './config';
export * from './validation';
export * from './flows/countdown';
export * from './flows/resend-code';
export * from './flows/otp';
export * from './flows/magic-link';
export * from './flows/password';
export * from './flows/password-strength';
export * from './flows/reset-password';
export * from './flows/phone-input';
export * from './flows/login';
export {
  createSendCodeActor,
  createSendLinkActor,
  createSendResetActor,
  sendMagicLink,
  sendOtpCode,
  sendPasswordReset,
  type SendCodeRequest,
} from './flows/shared/senders';
export {
  AuthEventType,
  createFlowEffects,
  flowEffectStubs,
  type AuthEvent,
  type AuthEventTypeName,
  type FlowCallbacks,
  type FlowEffects,
} from './flows/shared/flow-effects';
