import type { AccountBackend, AccountOutput, AccountSection as AccountSectionName, AccountStatus, AccountSummary, MfaOptions } from '@portico/core';
import { useAccount, type UseAccountResult } from '@portico/core/react';
import { Fragment, type ReactNode } from 'react';
import { ModeFrame } from '../mode-frame';
import { MessagesSection, useMessages } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { Alert } from '../../primitives/alert';
import { AccountPasswordSection } from '../../screens/account-password/account-password-section';
import { AccountProfileSection } from '../../screens/account-profile/account-profile-section';
import { EmailAddressesSection } from '../../screens/email-addresses/email-addresses-section';
import { PhoneNumbersSection } from '../../screens/phone-numbers/phone-numbers-section';
import { ConnectedAccountsSection } from '../../screens/connected-accounts/connected-accounts-section';
import { ConnectedAppsSection } from '../../screens/connected-apps/connected-apps-section';
import { DeleteAccountSection } from '../../screens/delete-account/delete-account-section';
import { DevicesSection } from '../../screens/devices/devices-section';
import { PasskeysSection } from '../../screens/passkey-registration-success/passkeys-section';
import { TwoStepSection } from '../../screens/second-factors/two-step-section';
import { ScreenLoading } from '../login-widget/screen-loading';
import type { WidgetProps } from '../widget-root';
import { accountStyles } from './account-styles';
import { SectionLoad } from './parts/section-load';

/*
 * The account's screens without a widget root of their own (account-widget.tsx puts them in one):
 * what the user button's dialog loads on demand inside its own root. Apart from the standalone
 * sections (`AccountWidget.Profile`, …, each with a root and the stylesheet), so that chunk reaches
 * no stylesheet: a host's first load keeps the stylesheet in its entry, where it compresses with
 * the class names of the screens (esbuild splits a module two entries share into a chunk of its own).
 */

/** What the account takes besides every widget's props: its sections' options and its end. */
export interface AccountOptions {
  /**
   * The host's server side (`createAccountBackend({ url })` from `@portico/core`): Stytch's browser
   * SDK cannot list or end the user's other sessions, or delete the user. Without one, the devices
   * and delete-account sections are not shown.
   */
  backend?: AccountBackend;
  /**
   * The login config's `mfaOptions`: the second factors the two-step verification section offers,
   * and whether one is required. Default: the authenticator app and phone numbers, none required.
   */
  mfaOptions?: MfaOptions;
  /** The social logins the user may link (connected accounts), as `oauthOptions.providers` names them (`google`, `github`, …). */
  providers?: string[];
  /** Where a social login being linked comes back (default: this page without its query). */
  linkRedirectUrl?: string;
  /** The country a new phone number's field starts with (ISO 3166 alpha-2, `US` by default). */
  regionCode?: string;
  /** How long the session lasts after a step-up or a new password (minutes; the login config's `sessionOptions`). */
  sessionDurationMinutes?: number;
  /** How long a code sent to the user lasts (minutes; the login config's `otpOptions.expirationMinutes`). */
  otpExpirationMinutes?: number;
  /** The page is signed out: the account was deleted, or this device signed out (devices). */
  onDone?(output: AccountOutput): void;
}

/**
 * The account's screens inside a widget root made by another widget (the user button's dialog):
 * its words, its flows and its frame, on that root's client, catalog and stylesheet (its shadow
 * root too). `header` goes at the top of the frame, above every screen.
 */
export function AccountWidgetContent(props: AccountContentProps) {
  return (
    <MessagesSection english={enAccount}>
      <AccountScreens {...props} />
    </MessagesSection>
  );
}

export type AccountContentProps = AccountOptions &
  Pick<WidgetProps, 'styles' | 'presentation' | 'callbacks' | 'requestTimeoutMs' | 'className'> & {
  /** At the top of the frame, above every screen (the dialog's title and close button). */
  header?: ReactNode;
};

type ScreenProps = { account: UseAccountResult };

/**
 * Every section of the account has its component: a new section fails to compile until it gets
 * one. Called (not rendered as components), in `account.sections`' order.
 */
const SECTIONS = {
  profile: ({ account }) => account.profileRef && <AccountProfileSection actorRef={account.profileRef} />,
  emailAddresses: ({ account }) => account.emailAddressesRef && <EmailAddressesSection actorRef={account.emailAddressesRef} />,
  phoneNumbers: ({ account }) => account.phoneNumbersRef && <PhoneNumbersSection actorRef={account.phoneNumbersRef} />,
  password: ({ account }) => account.passwordRef && <AccountPasswordSection actorRef={account.passwordRef} />,
  connectedAccounts: ({ account }) => account.connectedAccountsRef && <ConnectedAccountsSection actorRef={account.connectedAccountsRef} />,
  passkeys: ({ account }) => account.passkeysRef && <PasskeysSection actorRef={account.passkeysRef} />,
  secondFactors: ({ account }) => account.secondFactorsRef && <TwoStepSection actorRef={account.secondFactorsRef} />,
  connectedApps: ({ account }) => account.connectedAppsRef && <ConnectedAppsSection actorRef={account.connectedAppsRef} />,
  devices: ({ account }) => account.devicesRef && <DevicesSection actorRef={account.devicesRef} />,
  deleteAccount: ({ account }) => account.deleteAccountRef && <DeleteAccountSection actorRef={account.deleteAccountRef} />,
} satisfies Record<AccountSectionName, (props: ScreenProps) => ReactNode>;

/** Every status of the account root has its screen. */
const SCREENS = {
  loading: () => <ScreenLoading />,
  noUser: ({ account }) => <SectionLoad status="noUser" error={account.error} onRetry={account.retry} />,
  loadFailed: ({ account }) => <SectionLoad status="loadFailed" error={account.error} onRetry={account.retry} />,
  ready: ({ account }) => <AccountPage account={account} />,
  signedOut: ({ account }) => <SignedOut account={account} />,
} satisfies Record<AccountStatus, (props: ScreenProps) => ReactNode>;

/** The screens' names, for `data-screen` (end-to-end tests and host styling). */
const SCREEN_NAMES = {
  loading: 'Loading',
  noUser: 'AccountError',
  loadFailed: 'AccountLoadFailed',
  ready: 'Account',
  signedOut: 'AccountSignedOut',
} satisfies Record<AccountStatus, string>;

function AccountScreens({
  backend,
  mfaOptions,
  providers,
  linkRedirectUrl,
  regionCode,
  sessionDurationMinutes,
  otpExpirationMinutes,
  onDone,
  callbacks,
  requestTimeoutMs,
  ...frame
}: AccountContentProps) {
  const { locale } = useMessages();
  const account = useAccount({
    ...(backend && { backend }),
    ...(mfaOptions && { mfaOptions }),
    ...(providers && { providers }),
    ...(linkRedirectUrl !== undefined && { linkRedirectUrl }),
    ...(regionCode !== undefined && { regionCode }),
    ...(sessionDurationMinutes !== undefined && { sessionDurationMinutes }),
    ...(otpExpirationMinutes !== undefined && { otpExpirationMinutes }),
    ...(locale !== undefined && { locale }),
    ...(onDone && { onDone }),
    ...(callbacks && { callbacks }),
    ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
  });
  return <AccountFrame account={account} {...frame} />;
}

/**
 * The account root's screens in the widget's frame (at the account page's width), for any
 * `useAccount()` result: the widget's own, or a story's or test's that drives the sections' hooks.
 */
export function AccountFrame({
  account,
  styles,
  presentation,
  className,
  header,
}: ScreenProps & Pick<AccountContentProps, 'styles' | 'presentation' | 'className' | 'header'>) {
  return (
    <ModeFrame screen={SCREEN_NAMES[account.status]} styles={accountStyles(styles)} focusTitles={false} {...{ presentation, className }}>
      {header}
      {SCREENS[account.status]({ account })}
    </ModeFrame>
  );
}

/** Who is signed in, then each section, a rule between them. */
function AccountPage({ account }: ScreenProps) {
  return (
    <div data-slot="account-page" className="pt:flex pt:flex-col pt:gap-group">
      {account.user && <AccountHeader user={account.user} />}
      {account.sections.map((name) => (
        <Fragment key={name}>
          <span aria-hidden="true" data-slot="account-rule" className="pt:h-px pt:w-full pt:bg-outline" />
          {SECTIONS[name]({ account })}
        </Fragment>
      ))}
    </div>
  );
}

/** The user's picture (a social login's, when one gave it) or initials, their name and the address they log in with. */
function AccountHeader({ user }: { user: AccountSummary }) {
  const secondary = user.email ?? user.phoneNumber;
  return (
    <div data-slot="account-header" className="pt:flex pt:items-center pt:gap-stack">
      {user.pictureUrl ? (
        // Decorative: the name beside it says whose it is.
        <img data-slot="account-avatar" src={user.pictureUrl} alt="" className="pt:size-12 pt:shrink-0 pt:rounded-full pt:object-contain" />
      ) : (
        <span
          data-slot="account-avatar"
          aria-hidden="true"
          className="pt:flex pt:size-12 pt:shrink-0 pt:items-center pt:justify-center pt:rounded-full pt:border pt:border-outline pt:bg-accent pt:text-body pt:font-semibold pt:text-primary"
        >
          {user.initials}
        </span>
      )}
      <div className="pt:flex pt:min-w-0 pt:flex-col">
        <p data-slot="account-name" className="pt:text-title pt:break-words pt:text-primary">
          <bdi>{user.displayName}</bdi>
        </p>
        {secondary && secondary !== user.displayName && (
          <p data-slot="account-email" className="pt:text-caption pt:break-words pt:text-secondary">
            <bdi>{secondary}</bdi>
          </p>
        )}
      </div>
    </div>
  );
}

/** The account was deleted, or this device signed out: nothing more to show. */
function SignedOut({ account }: ScreenProps) {
  const { t } = useMessages();
  return (
    <Alert variant="info" data-slot="account-signed-out">
      {t(account.ended === 'deleted' ? 'account.deleted' : 'account.signedOut')}
    </Alert>
  );
}
