import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BootstrapData } from '../../client';
import type { ConfigError, OAuthProvider, Product } from '../../config';
import type { createPasswordMachine } from '../create-password';
import type { loginFormMachine } from '../login-form';
import type { oauthMachine } from '../oauth';
import type { oneTapMachine } from '../one-tap';
import type { cryptoConnectMachine } from '../crypto-connect';
import type { cryptoOtherMachine } from '../crypto-other';
import type { LastUsedMethod } from '../shared/last-used';
import type { magicLinkMachine } from '../magic-link';
import type { otpMachine } from '../otp';
import type { passkeyLoginMachine } from '../passkey-login';
import type { passkeyUpgradeMachine } from '../passkey-upgrade';
import type { passwordMachine } from '../password';
import type { passwordlessMachine } from '../passwordless';
import type { resetEmailMachine } from '../reset-email';
import type { mfaMachine } from '../mfa';
import type { loginMachine } from './login.machine';
import type { LoginContext, LoginScreen, LoginStep } from './login.types';

export interface LoginView {
  screen: LoginScreen;
  /** The current step and its data (spec §3's widget state). */
  step: LoginStep;
  configErrors: ConfigError[];
  products: Product[];
  displayWatermark: boolean;
  projectName: string | null;
  /** The sender domain for web-mail searches: the config's hint, or the project's only email domain. */
  emailDomain: string | null;
  /** LUDS numbers for the create-password form's checklist. */
  passwordConfig: BootstrapData['passwordConfig'];
  /** The method that last logged in on this device: Main marks it 'Last used'. */
  lastUsed: LastUsedMethod | null;
  /** Main has an email/phone form (a form method is configured). */
  hasForm: boolean;
  /** The social buttons Main will show (their flow loads on demand): room is kept for them. */
  socialProviders: OAuthProvider[];
  /**
   * The user logged in with one factor and the login waits for the second (mfaOptions): the page
   * holds a one-factor session until it is done.
   */
  mfaPending: boolean;
}

/** The same array for the same providers, so the view stays shallowly equal. */
const providerTypes = new WeakMap<object, OAuthProvider[]>();
function socialTypes(providers: Array<{ type: OAuthProvider }>): OAuthProvider[] {
  let types = providerTypes.get(providers);
  if (!types) {
    types = providers.map((provider) => provider.type);
    providerTypes.set(providers, types);
  }
  return types;
}

export function selectLoginView(snapshot: SnapshotFrom<typeof loginMachine>): LoginView {
  return loginViewOf(snapshot.context, snapshot.matches({ main: { social: { active: 'unavailable' } } }));
}

/**
 * The view of a login context (`initialLoginContext`'s, before the machine runs): `socialUnavailable`
 * when the social flow failed to load.
 */
export function loginViewOf(context: LoginContext, socialUnavailable = false): LoginView {
  const { emailDomains } = context.bootstrap;
  return {
    screen: context.step.screen,
    step: context.step,
    configErrors: context.configErrors,
    products: context.config.products,
    displayWatermark: context.bootstrap.displayWatermark,
    projectName: context.bootstrap.projectName,
    emailDomain: context.config.domainHint ?? (emailDomains.length === 1 ? (emailDomains[0] ?? null) : null),
    passwordConfig: context.bootstrap.passwordConfig,
    lastUsed: context.lastUsed,
    hasForm: context.config.tabs.length > 0,
    socialProviders:
      context.configErrors.length === 0 && !socialUnavailable
        ? socialTypes(context.config.oauth.providers)
        : [],
    mfaPending: context.step.screen === 'MFA',
  };
}

/** The flows running for the current step, by id (undefined when the step has none of them). */
export interface LoginChildren {
  /** Main's email/phone form. */
  form: ActorRefFrom<typeof loginFormMachine> | undefined;
  /** Main's passkey login (button or autofill). */
  passkey: ActorRefFrom<typeof passkeyLoginMachine> | undefined;
  /** Main's social sign-in buttons. */
  oauth: ActorRefFrom<typeof oauthMachine> | undefined;
  /** Main's Google One Tap. */
  oneTap: ActorRefFrom<typeof oneTapMachine> | undefined;
  /** Main's wallet buttons. */
  wallets: ActorRefFrom<typeof cryptoOtherMachine> | undefined;
  /** CryptoConnect / CryptoSignMessage: the chosen wallet's login. */
  cryptoConnect: ActorRefFrom<typeof cryptoConnectMachine> | undefined;
  /** CryptoOtherScreen's wallet buttons. */
  cryptoOther: ActorRefFrom<typeof cryptoOtherMachine> | undefined;
  otp: ActorRefFrom<typeof otpMachine> | undefined;
  magicLink: ActorRefFrom<typeof magicLinkMachine> | undefined;
  password: ActorRefFrom<typeof passwordMachine> | undefined;
  passwordless: ActorRefFrom<typeof passwordlessMachine> | undefined;
  /** 'Create a password instead', where a passwordless user is offered it. */
  createPassword: ActorRefFrom<typeof createPasswordMachine> | undefined;
  resetEmail: ActorRefFrom<typeof resetEmailMachine> | undefined;
  passkeyUpgrade: ActorRefFrom<typeof passkeyUpgradeMachine> | undefined;
  /** MFA: the second factor. */
  mfa: ActorRefFrom<typeof mfaMachine> | undefined;
}

/**
 * The step's flows. Main's two are invoked; the later steps' flows are started from a module
 * loaded on demand, so their types are restored here (the ids are the router's contract).
 */
export function selectLoginChildren(snapshot: SnapshotFrom<typeof loginMachine>): LoginChildren {
  const children = snapshot.children as Partial<Record<keyof LoginChildren, unknown>>;
  return {
    form: snapshot.children.form,
    passkey: snapshot.children.passkey,
    oauth: children.oauth as LoginChildren['oauth'],
    oneTap: children.oneTap as LoginChildren['oneTap'],
    wallets: children.wallets as LoginChildren['wallets'],
    cryptoConnect: children.cryptoConnect as LoginChildren['cryptoConnect'],
    cryptoOther: children.cryptoOther as LoginChildren['cryptoOther'],
    otp: children.otp as LoginChildren['otp'],
    magicLink: children.magicLink as LoginChildren['magicLink'],
    password: children.password as LoginChildren['password'],
    passwordless: children.passwordless as LoginChildren['passwordless'],
    createPassword: children.createPassword as LoginChildren['createPassword'],
    resetEmail: children.resetEmail as LoginChildren['resetEmail'],
    passkeyUpgrade: children.passkeyUpgrade as LoginChildren['passkeyUpgrade'],
    mfa: children.mfa as LoginChildren['mfa'],
  };
}
