import type { SnapshotFrom } from 'xstate';
import type { AuthError, ConnectedApp } from '../../client';
import { changeChildState } from '../shared/account-view';
import type { connectedAppsMachine } from './connected-apps.machine';

export type ConnectedAppsStatus = 'loading' | 'noUser' | 'loadFailed' | 'list' | 'confirmingRevoke' | 'revoking' | 'steppingUp' | 'refreshing';

export interface ConnectedAppsView {
  status: ConnectedAppsStatus;
  isPending: boolean;
  /** Each app: its name, description, logo (when it has one) and the scopes the user granted. */
  apps: ConnectedApp[];
  /** The app whose revocation is being confirmed or made. */
  revoking: ConnectedApp | null;
  error: AuthError | null;
  done: 'revoked' | null;
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export function selectConnectedAppsView(snapshot: SnapshotFrom<typeof connectedAppsMachine>): ConnectedAppsView {
  const { context } = snapshot;
  const change = changeChildState(snapshot.children.change);
  const status: ConnectedAppsStatus = change.steppingUp
    ? 'steppingUp'
    : snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('noUser')
        ? 'noUser'
        : snapshot.matches('loadFailed')
          ? 'loadFailed'
          : snapshot.matches('confirmingRevoke')
            ? 'confirmingRevoke'
            : snapshot.matches('revoking')
              ? 'revoking'
              : snapshot.matches('refreshing')
                ? 'refreshing'
                : 'list';
  return {
    status,
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    apps: context.apps,
    revoking: context.apps.find((app) => app.connectedAppId === context.revoking) ?? null,
    error: context.error,
    done: context.done,
    stepUpKind: change.stepUpKind,
  };
}
