export { createApp, type CreateAppOptions, type EmulatorApp } from './app';
export { createClock, type EmulatorClock, type EmulatorContext } from './context';
export {
  cloneSettings,
  DEFAULT_SETTINGS,
  isOriginAllowed,
  isRedirectUrlAllowed,
  resolveSettings,
  SettingsError,
  settingsIssues,
  type PasswordPolicy,
  type ProjectSettings,
  type RbacScope,
  type SettingsInput,
  type TrustedAuthTokenProfile,
} from './settings';
export { createStore, type CreateStoreOptions, type Store } from './store';
export { FAULT_HEADER, isDroppedConnection, type Fault, type FaultMode } from './http/faults';
export { OAUTH_PROVIDERS, type OAuthProvider } from './domain/oauth-providers';
export type { ConnectedApp, ConnectedAppType, OAuthSettings, RbacRole } from './settings-oauth';
export { DEFAULT_GOOGLE_ONE_TAP, type GoogleOneTapSettings } from './settings-one-tap';
export type { OutboxMessage, PasswordRecord, SdkEvent } from './store';
export {
  ConfigFileError,
  loadSettingsFile,
  loadSqlJs,
  openStore,
  PortInUseError,
  startEmulator,
  type OpenStoreOptions,
  type RunningEmulator,
  type StartEmulatorOptions,
} from './node';
export * from './client-options';
