/**
 * `@portico/testing`: test a Stytch-compatible login offline, against the Portico emulator. This
 * entry has no test runner in it (the emulator's control API, the inbox, authenticator-app codes,
 * the wallets' keys); `@portico/testing/playwright` adds Playwright's fixtures (docs/testing.md).
 */
export {
  connectEmulator,
  EmulatorError,
  startTestEmulator,
  type Channel,
  type CreatedUser,
  type CreateUserOptions,
  type EmulatorClock,
  type EmulatorFaults,
  type EmulatorUser,
  type EmulatorUsers,
  type FaultSpec,
  type InboxMessage,
  type MessageScan,
  type StartTestEmulatorOptions,
  type TestEmulator,
} from './emulator';
export { Inbox, type InboxSource, type LatestOptions } from './inbox';
export {
  SIGN_IN_REQUESTS,
  type FaultScenario,
  type Scenario,
  type ScenarioName,
  type ScenarioOptions,
  type ScenarioResult,
  type ScenarioTarget,
} from './scenarios';
export { authorizeUrl, codeChallenge, TEST_CODE_VERIFIER, type AuthorizeUrlOptions } from './oauth';
export { uniqueEmail, uniquePhone } from './unique';
export { TOTP_PERIOD_MS, totpApp, totpCode, totpSecret, wrongTotpCode, type TotpApp } from './totp';
export {
  ETHEREUM_WALLETS,
  ethereumAddressOf,
  personalSign,
  recoverPersonalSigner,
  SOLANA_WALLETS,
  solanaAddressOf,
  solanaSign,
  walletAddress,
  walletPrivateKey,
  type EthereumWalletName,
  type SolanaWalletName,
  type WalletName,
} from './wallet-keys';
