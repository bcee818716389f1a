import type { AuthError, AuthenticateResult, OtpMethod, PasswordUserType } from '../../client';
import type { Wallet } from '../../config';

/** `otpState` of the widget state (spec §3): a passcode that went out. */
export interface OtpState {
  type: OtpMethod;
  methodId: string;
  otpDestination: string;
  /** The destination as shown to the user (national format for phones). */
  displayDestination: string;
  /** When it was sent, on the actor system's clock. */
  sentAt: number;
}

/** Why a password-reset email was sent: decides the screen that follows (spec §2, §4). */
export type ResetReason = 'forgot' | 'breached' | 'dedupe' | 'setNew';

/**
 * The products whose login ends in the widget (magic links, social sign-in and One Tap end on the
 * page the provider sends the browser back to).
 */
export type AuthenticatedVia = 'otp' | 'password' | 'passkey' | 'crypto';

/** Where a wallet login failed: connecting to the wallet (and getting a challenge), or signing. */
export type WalletStage = 'connect' | 'sign';

/**
 * How a product flow ended: what happened, never which screen comes next. Every flow of the
 * login widget finishes with one of these; the router's pure `nextStep(outcome, config)` turns
 * it into the next step (spec §4). One kind per situation, not per screen.
 */
export type FlowOutcome =
  | { kind: 'authenticated'; via: AuthenticatedVia; result: AuthenticateResult }
  /** A passcode went out; `passwordless` when it was sent for a user without a password. */
  | { kind: 'codeSent'; otp: OtpState; passwordless?: boolean }
  /** A login link went out; `passwordless` as above. */
  | { kind: 'linkSent'; email: string; passwordless?: boolean }
  | { kind: 'resetSent'; email: string; reason: ResetReason }
  | { kind: 'userFound'; email: string; userType: PasswordUserType }
  /** The second factor the login needed is done (`mfaOptions`): the login goes on as `via`'s. */
  | { kind: 'secondFactorDone'; via: AuthenticatedVia; result: AuthenticateResult }
  /** The passkey offer after a login is over; `createQuietly` when the browser may add one by itself. */
  | { kind: 'passkeyOfferDone'; via: Exclude<AuthenticatedVia, 'passkey'>; createQuietly: boolean }
  /** The user picked a wallet (on Main or among the other wallets). */
  | { kind: 'walletChosen'; wallet: Wallet }
  /** 'Continue with other Crypto Wallet': the wallets beyond Main's slots. */
  | { kind: 'walletListRequested' }
  /** 'Set up a new crypto wallet', or the chosen wallet is not in this browser. */
  | { kind: 'walletSetupRequested' }
  /** The wallet refused or failed (spec §8: 'Could not connect to wallet' / 'Could not sign message'). */
  | { kind: 'walletFailed'; wallet: Wallet; stage: WalletStage; error: AuthError }
  | { kind: 'failed'; error: AuthError };

export type FlowOutcomeKind = FlowOutcome['kind'];
