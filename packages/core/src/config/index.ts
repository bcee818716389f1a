export * from './constants';
export * from './login-config';
export * from './validate-config';
