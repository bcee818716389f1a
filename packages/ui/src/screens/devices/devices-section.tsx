import type { AccountDevice } from '@portico/core';
import { useDevices, type UseDevicesOptions, type UseDevicesResult } from '@portico/core/react';
import { useId, type ReactNode } from 'react';
import { HiddenLabel, MessagesSection, useMessages, type MessageKey } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { enAccountAccess } from '../../messages/en-account-access';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { AccountSection, ConfirmDialog, isLoadStatus, ListRow, RowBadge, RowList, SectionError, SectionLoad, SectionStepUp, TimeText, useConfirmOpen } from '../../widgets/account-widget/parts';
import { AS_WIDE_AS_ITS_WORDS } from '../../widgets/account-widget/parts/as-wide-as-its-words';
import { DeviceIcon, isDeviceType, type DeviceType } from './device-icon';

export type DevicesSectionProps = UseDevicesOptions;

const DONE: Record<NonNullable<UseDevicesResult['done']>, MessageKey> = {
  signedOut: 'devices.done.signedOut',
  signedOutOthers: 'devices.done.signedOutOthers',
};

const TYPES: Record<DeviceType, MessageKey> = {
  desktop: 'devices.type.desktop',
  mobile: 'devices.type.mobile',
  tablet: 'devices.type.tablet',
  tv: 'devices.type.tv',
};

/**
 * Devices: where the user is signed in (the sessions the host's server lists), this device first
 * ('This device'), each with its browser and system, when it was last active (in the user's
 * language, relative) and since when it is signed in; sign one out, or every other one, after a
 * confirmation. Signing this device out signs the page out. On the account root's `devicesRef`,
 * or alone with the hook's options and the host's `backend`.
 */
export function DevicesSection(props: DevicesSectionProps) {
  const view = useDevices(props);
  return (
    <MessagesSection english={enAccount}>
      <MessagesSection english={enAccountAccess}>
        <DevicesContent view={view} />
      </MessagesSection>
    </MessagesSection>
  );
}

/** A device's name: 'Chrome on macOS', the browser or the system alone, its kind ('Phone'), or 'Unknown device'. */
function useDeviceName() {
  const { t, rich } = useMessages();
  return (device: AccountDevice): ReactNode => {
    if (device.browser && device.os) return rich('devices.name', { browser: device.browser, os: device.os });
    if (device.browser || device.os) return <span dir="auto">{device.browser ?? device.os}</span>;
    return t(isDeviceType(device.deviceType) ? TYPES[device.deviceType] : 'devices.unknown');
  };
}

/** A sentence with the device's name in it ('Sign out of Chrome on macOS?'): the name, isolated as any value. */
function useDeviceSentence() {
  const { rich } = useMessages();
  const deviceName = useDeviceName();
  return (key: MessageKey, device: AccountDevice) => rich(key, { device: '' }, { device: () => deviceName(device) });
}

function DevicesContent({ view }: { view: UseDevicesResult }) {
  const { t } = useMessages();
  const sentence = useDeviceSentence();
  const signingOut = view.signingOut;
  const dialogOpen = useConfirmOpen(view.status === 'confirmingSignOut', signingOut !== null && (view.status === 'signingOut' || view.status === 'refreshing'));
  const isBusy = view.isPending;

  const question =
    signingOut === 'others'
      ? { title: t('devices.signOutOthersTitle'), text: t('devices.signOutOthersText') }
      : signingOut?.current
        ? { title: t('devices.signOutHereTitle'), text: t('devices.signOutHereText') }
        : signingOut
          ? { title: sentence('devices.signOutTitle', signingOut), text: t('devices.signOutText') }
          : null;

  return (
    <AccountSection name="devices" title={t('devices.title')} description={t('devices.text')} announcement={view.done ? t(DONE[view.done]) : null} busy={isBusy}>
      {isLoadStatus(view.status) ? (
        <SectionLoad status={view.status} error={view.error} onRetry={view.retry} />
      ) : view.status === 'signedOut' ? (
        <Alert variant="info" data-slot="devices-signed-out">
          {t('devices.signedOut')}
        </Alert>
      ) : view.stepUpRef ? (
        <SectionStepUp view={view} />
      ) : (
        <>
          {view.devices.length === 0 ? (
            <p data-slot="devices-empty" className="pt:text-body pt:text-secondary">
              {t('devices.none')}
            </p>
          ) : (
            <RowList aria-label={t('devices.title')} data-slot="devices-list">
              {view.devices.map((device) => (
                <DeviceRow
                  key={device.sessionId}
                  device={device}
                  isBusy={isBusy}
                  isSigningOut={signingOut !== null && (signingOut === 'others' ? !device.current : signingOut.sessionId === device.sessionId)}
                  returnsFocus={signingOut !== null && signingOut !== 'others' && signingOut.sessionId === device.sessionId}
                  onSignOut={() => view.signOut(device.sessionId)}
                />
              ))}
            </RowList>
          )}
          <SectionError error={view.status === 'list' || view.status === 'refreshing' ? view.error : null} />
          {view.hasOthers && (
            <Button
              variant="secondary"
              className="pt:self-start"
              style={AS_WIDE_AS_ITS_WORDS}
              data-action="sign-out-others"
              {...(signingOut === 'others' && { 'data-return-focus': '' })}
              isDisabled={isBusy}
              onClick={view.signOutOthers}
            >
              {t('devices.signOutOthers')}
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={dialogOpen && question !== null}
        title={question?.title}
        description={question?.text}
        confirmLabel={t('devices.signOut')}
        isPending={view.status !== 'confirmingSignOut'}
        onConfirm={view.confirmSignOut}
        onCancel={view.cancel}
      />
    </AccountSection>
  );
}

function DeviceRow({
  device,
  isBusy,
  isSigningOut,
  returnsFocus,
  onSignOut,
}: {
  device: AccountDevice;
  isBusy: boolean;
  /** This device is being signed out (alone, or with every other one). */
  isSigningOut: boolean;
  /** Its 'Sign out' started the change: the focus comes back to it after a step-up. */
  returnsFocus: boolean;
  onSignOut(): void;
}) {
  const { t, rich } = useMessages();
  const deviceName = useDeviceName();
  const sentence = useDeviceSentence();
  const labelId = useId();
  const time = (value: string) => () => <TimeText value={value} />;
  const details = [
    device.current ? t('devices.activeNow') : device.lastAccessedAt ? rich('devices.lastActive', { time: device.lastAccessedAt }, { time: time(device.lastAccessedAt) }) : null,
    device.startedAt ? rich('devices.signedIn', { date: device.startedAt }, { date: () => <TimeText value={device.startedAt} format="date" /> }) : null,
    device.ipAddress ? rich('devices.ipAddress', { ip: device.ipAddress }, { ip: (ip) => <span dir="ltr">{ip}</span> }) : null,
  ].filter((detail) => detail !== null);
  return (
    <ListRow
      data-slot="device-row"
      data-session-id={device.sessionId}
      data-current={device.current || undefined}
      state={isSigningOut ? 'pending' : 'idle'}
      leading={<DeviceIcon type={device.deviceType} {...(isDeviceType(device.deviceType) && { label: t(TYPES[device.deviceType]) })} />}
      label={deviceName(device)}
      badges={device.current && <RowBadge data-slot="this-device">{t('devices.thisDevice')}</RowBadge>}
      secondary={
        <span className="pt:flex pt:flex-wrap pt:gap-x-3 pt:gap-y-1">
          {details.map((detail, index) => (
            <span key={index}>{detail}</span>
          ))}
        </span>
      }
      actions={
        <>
          <HiddenLabel id={labelId}>{device.current ? t('devices.signOutHereLabel') : sentence('devices.signOutLabel', device)}</HiddenLabel>
          <Button
            variant="destructive-outline"
            size="compact"
            data-action="sign-out"
            aria-labelledby={labelId}
            {...(returnsFocus && { 'data-return-focus': '' })}
            isDisabled={isBusy}
            onClick={onSignOut}
          >
            {t('devices.signOut')}
          </Button>
        </>
      }
    />
  );
}
