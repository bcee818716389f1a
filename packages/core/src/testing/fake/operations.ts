import type {
  AuthUser,
  AuthenticateResult,
  ConnectedApp,
  CryptoWalletAuthenticateRequest,
  CryptoWalletStartRequest,
  EmailOtpRequest,
  IdpAuthorizeRequest,
  IdpAuthorizeStartResult,
  IdpLogoutRequest,
  LinkAuthenticateRequest,
  LinkAuthenticateResult,
  LinkTokenType,
  MagicLinkRequest,
  OAuthStartRequest,
  OneTapRequest,
  OneTapResult,
  OtpAuthenticateRequest,
  OtpSendResult,
  PasskeyAuthenticateRequest,
  PasskeyRegisterRequest,
  PasswordRequest,
  PasswordResetByExistingRequest,
  PasswordResetBySessionRequest,
  PasswordResetRequest,
  PasswordResetStartRequest,
  PasswordStrengthRequest,
  PasswordStrengthResult,
  PasswordUserType,
  PhoneOtpRequest,
  RequestOptions,
  SendResult,
  StepUpEmailRequest,
  TokenAuthenticateRequest,
  TotpEnrolment,
  UrlAuthenticateResult,
  UserUpdateRequest,
} from '../../client';
import type { FakeStep } from './script';

/** The operations a fake can script, by dotted path, with their request and result types. */
export interface FakeOperations {
  'otps.email.loginOrCreate': [EmailOtpRequest, OtpSendResult];
  'otps.sms.loginOrCreate': [PhoneOtpRequest, OtpSendResult];
  'otps.whatsapp.loginOrCreate': [PhoneOtpRequest, OtpSendResult];
  'otps.authenticate': [OtpAuthenticateRequest, AuthenticateResult];
  'otps.stepUp.sms': [PhoneOtpRequest, OtpSendResult];
  'otps.stepUp.email': [StepUpEmailRequest, OtpSendResult];
  'totps.create': [{ expirationMinutes: number }, TotpEnrolment];
  'totps.authenticate': [{ code: string; sessionDurationMinutes: number }, AuthenticateResult];
  'totps.recover': [{ recoveryCode: string; sessionDurationMinutes: number }, AuthenticateResult];
  'totps.recoveryCodes': [undefined, { totpId: string; recoveryCodes: string[] } | null];
  'user.deleteTotp': [{ totpId: string }, void];
  'user.deletePhoneNumber': [{ phoneId: string }, void];
  'magicLinks.email.loginOrCreate': [MagicLinkRequest, SendResult];
  'magicLinks.authenticate': [TokenAuthenticateRequest, LinkAuthenticateResult];
  'users.search': [{ email: string }, { userType: PasswordUserType }];
  'passwords.strengthCheck': [PasswordStrengthRequest, PasswordStrengthResult];
  'passwords.create': [PasswordRequest, AuthenticateResult];
  'passwords.authenticate': [PasswordRequest, AuthenticateResult];
  'passwords.resetByEmailStart': [PasswordResetStartRequest, SendResult];
  'passwords.resetByEmail': [PasswordResetRequest, LinkAuthenticateResult];
  'webauthn.authenticate': [PasskeyAuthenticateRequest, AuthenticateResult];
  'webauthn.isSupported': [undefined, boolean];
  'webauthn.isAutofillSupported': [undefined, boolean];
  'webauthn.isConditionalCreateSupported': [undefined, boolean];
  'webauthn.register': [PasskeyRegisterRequest, AuthenticateResult];
  'webauthn.update': [{ webauthnRegistrationId: string; name: string }, void];
  'user.get': [undefined, AuthUser | null];
  'user.deleteWebauthnRegistration': [{ webauthnRegistrationId: string }, void];
  'cryptoWallets.authenticateStart': [CryptoWalletStartRequest, { challenge: string }];
  'cryptoWallets.authenticate': [CryptoWalletAuthenticateRequest, AuthenticateResult];
  /** Resolves: the fake never navigates (a real start leaves the page). */
  'oauth.start': [OAuthStartRequest, void];
  'oauth.oneTap': [OneTapRequest, OneTapResult];
  /** Whether this browser started the link's sign-in (default: true, the one-step path). */
  'links.startedHere': [{ tokenType: LinkTokenType | 'login' }, boolean];
  'links.authenticate': [LinkAuthenticateRequest, LinkAuthenticateResult];
  authenticateByUrl: [{ href?: string; sessionDurationMinutes: number }, UrlAuthenticateResult];
  /** The page's session, its cookie's included (default: `session.current()`'s). */
  'session.load': [undefined, { sessionId: string; userId: string } | null];
  'session.revoke': [{ forceClear?: boolean } | undefined, void];
  'session.switchToHeld': [undefined, void];
  'session.attest': [{ token: string; profileId: string; sessionDurationMinutes: number }, AuthenticateResult];
  'idp.authorizeStart': [IdpAuthorizeRequest, IdpAuthorizeStartResult];
  'idp.authorizeSubmit': [IdpAuthorizeRequest & { consentGranted: boolean }, { redirectUri: string }];
  'idp.logoutStart': [IdpLogoutRequest, { consentRequired: boolean; redirectUri: string }];
  // The account (issue 37): by default they change the fake's user store.
  'otps.email.send': [StepUpEmailRequest, OtpSendResult];
  'otps.sms.send': [PhoneOtpRequest, OtpSendResult];
  'passwords.resetBySession': [PasswordResetBySessionRequest, AuthenticateResult];
  'passwords.resetByExistingPassword': [PasswordResetByExistingRequest, AuthenticateResult];
  'user.update': [UserUpdateRequest, AuthUser];
  'user.deleteEmail': [{ emailId: string }, void];
  'user.deleteOAuthRegistration': [{ oauthUserRegistrationId: string }, void];
  'user.deleteCryptoWallet': [{ cryptoWalletId: string }, void];
  'user.connectedApps': [undefined, ConnectedApp[]];
  'user.revokeConnectedApp': [{ connectedAppId: string }, void];
  'oauth.attach': [{ provider: string }, { oauthAttachToken: string }];
}
export type FakeOperation = keyof FakeOperations;

/** A step per operation: the defaults (defaults.ts). */
export type FakeSteps = { [K in FakeOperation]: FakeStep<FakeOperations[K][0], FakeOperations[K][1]> };

/** Runs one operation: records it, then answers from the script or the default (fake-auth-client.ts). */
export type FakeRun = <K extends FakeOperation>(operation: K, request: FakeOperations[K][0], options?: RequestOptions) => Promise<FakeOperations[K][1]>;
