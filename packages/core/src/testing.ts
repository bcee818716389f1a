/** Test and story helpers: a scripted AuthClient and a deterministic phone parser. */
export {
  fakeIdpAuthorizeStart,
  FAKE_BOOTSTRAP,
  createFakeAuthClient,
  delay,
  fail,
  fakeAccountUser,
  fakeAuthenticateResult,
  fakeHeldLogin,
  fakeConnectedApp,
  fakeLinkForAnotherAccount,
  fakeLudsStrength,
  fakeStrength,
  fakeTotpEnrolment,
  fakeUser,
  hang,
  type FakeAuthClient,
  type FakeAuthClientOptions,
  type FakeCall,
  type FakeOperation,
  type FakeOperations,
  type FakeScript,
  type FakeStep,
} from './testing/fake-auth-client';
export { createFakePhoneParser } from './testing/fake-phone-parser';
export {
  createFakeWallets,
  fakeWalletAddress,
  type FakeWallets,
  type FakeWalletsOptions,
  type FakeWalletStep,
} from './testing/fake-wallets';
export {
  createFakeAccountBackend,
  fakeAccountSessions,
  type FakeAccountBackend,
  type FakeAccountBackendOptions,
  type FakeBackendStep,
} from './testing/fake-account-backend';
