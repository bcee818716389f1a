import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import { changeChildState } from '../shared/account-view';
import type { devicesMachine } from './devices.machine';
import type { AccountDevice } from './devices.types';

export type DevicesStatus = 'loading' | 'noUser' | 'loadFailed' | 'list' | 'confirmingSignOut' | 'signingOut' | 'steppingUp' | 'refreshing' | 'signedOut';

export interface DevicesView {
  status: DevicesStatus;
  isPending: boolean;
  /**
   * The user's sessions, this device first (`current`: 'This device'), then the most recently
   * active: `browser`, `os`, `deviceType`, `lastAccessedAt` ('last active'), `startedAt`,
   * `ipAddress`, `userAgent` (RFC 3339 times: format them in the user's language).
   */
  devices: AccountDevice[];
  /** There are other devices: 'Sign out of all other devices' is offered. */
  hasOthers: boolean;
  /** What is being confirmed or signed out: a device, or `others` (every other one). */
  signingOut: AccountDevice | 'others' | null;
  error: AuthError | null;
  done: 'signedOut' | 'signedOutOthers' | null;
  stepUpKind: 'totp' | 'sms' | 'email' | null;
}

export function selectDevicesView(snapshot: SnapshotFrom<typeof devicesMachine>): DevicesView {
  const { context } = snapshot;
  const change = changeChildState(snapshot.children.change);
  const status: DevicesStatus = change.steppingUp
    ? 'steppingUp'
    : snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('noUser')
        ? 'noUser'
        : snapshot.matches('loadFailed')
          ? 'loadFailed'
          : snapshot.matches('confirmingSignOut')
            ? 'confirmingSignOut'
            : snapshot.matches('signingOut') || snapshot.matches('signingOutHere')
              ? 'signingOut'
              : snapshot.matches('refreshing')
                ? 'refreshing'
                : snapshot.matches('signedOut')
                  ? 'signedOut'
                  : 'list';
  const signingOut = context.signingOut;
  return {
    status,
    isPending: snapshot.hasTag('pending') && !change.steppingUp,
    devices: context.devices,
    hasOthers: context.devices.some((device) => !device.current),
    signingOut: signingOut === 'others' ? 'others' : signingOut ? (context.devices.find((device) => device.sessionId === signingOut.sessionId) ?? null) : null,
    error: context.error,
    done: context.done,
    stepUpKind: change.stepUpKind,
  };
}
