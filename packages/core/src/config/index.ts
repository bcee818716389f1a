export * from './constants';
export * from './login-config';
export * from './presentation-config';
export * from './validate-config';
