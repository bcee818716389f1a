export * from './constants';
export * from './login-config';
export * from './presentation-config';
export * from './validate-config';
export { resolveMfaOptions, type ResolvedMfa } from './mfa-options';
