export * from './email';
export * from './passcode';
export * from './phone';
