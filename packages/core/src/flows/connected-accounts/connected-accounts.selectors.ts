import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { signInMethodCount } from '../shared/account-section';
import { changeChildState } from '../shared/account-view';
import { linkableProviders, type connectedAccountsMachine } from './connected-accounts.machine';

export type ConnectedAccountsStatus = 'loading' | 'noUser' | 'loadFailed' | 'list' | 'confirmingRemoval' | 'removing' | 'linking' | 'steppingUp' | 'refreshing';

export interface ProviderRow {
  kind: 'provider';
  oauthUserRegistrationId: string;
  /** Stytch's name for it (`Google`, `GitHub`). */
  providerType: string;
  /** The lower-case type the login config and `link` use (`google`). */
  provider: string;
  /** The user's id at the provider. */
  providerSubject: string;
  profilePictureUrl: string | null;
  canRemove: boolean;
}

export interface WalletRow {
  kind: 'wallet';
  cryptoWalletId: string;
  address: string;
  /** The address shortened for a row: `0x6bad…0a11`. */
  shortAddress: string;
  /** `ethereum` or `solana`. */
  type: string;
  verified: boolean;
  canRemove: boolean;
}

export interface ConnectedAccountsView {
  status: ConnectedAccountsStatus;
  isPending: boolean;
  providers: ProviderRow[];
  wallets: WalletRow[];
  /** The configured providers not linked yet: a 'Link' button each. */
  linkable: string[];
  /** The provider being linked (its button pending). */
  linking: string | null;
  /** The row whose removal is being confirmed or made. */
  removing: ProviderRow | WalletRow | null;
  error: AuthError | null;
  done: 'unlinked' | 'removed' | null;
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export const shortAddress = (address: string) => (address.length > 13 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

export function selectConnectedAccountsView(snapshot: SnapshotFrom<typeof connectedAccountsMachine>): ConnectedAccountsView {
  const { context } = snapshot;
  const user = context.account?.user;
  const removable = user ? signInMethodCount(user) > 1 : false;
  const providers: ProviderRow[] = (user?.providers ?? []).map((entry) => ({
    kind: 'provider',
    oauthUserRegistrationId: entry.oauthUserRegistrationId,
    providerType: entry.providerType,
    provider: entry.providerType.toLowerCase(),
    providerSubject: entry.providerSubject,
    profilePictureUrl: entry.profilePictureUrl ?? null,
    canRemove: removable,
  }));
  const wallets: WalletRow[] = (user?.cryptoWallets ?? []).map((entry) => ({
    kind: 'wallet',
    cryptoWalletId: entry.cryptoWalletId,
    address: entry.address,
    shortAddress: shortAddress(entry.address),
    type: entry.type,
    verified: entry.verified,
    canRemove: removable,
  }));
  const change = changeChildState(snapshot.children.change);
  const removing = context.removing;
  const status: ConnectedAccountsStatus = change.steppingUp
    ? 'steppingUp'
    : snapshot.matches('starting') || snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('noUser')
        ? 'noUser'
        : snapshot.matches('loadFailed')
          ? 'loadFailed'
          : snapshot.matches('confirmingRemoval')
            ? 'confirmingRemoval'
            : snapshot.matches('removing')
              ? 'removing'
              : snapshot.matches('linking')
                ? 'linking'
                : snapshot.matches('refreshing')
                  ? 'refreshing'
                  : 'list';
  return {
    status,
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    providers,
    wallets,
    linkable: linkableProviders(context.providers, context.account),
    linking: context.linking,
    removing: removing
      ? ((removing.kind === 'provider'
          ? providers.find((row) => row.oauthUserRegistrationId === removing.id)
          : wallets.find((row) => row.cryptoWalletId === removing.id)) ?? null)
      : null,
    error: context.error,
    done: context.done,
    stepUpKind: change.stepUpKind,
  };
}
