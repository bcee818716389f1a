import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AccountBackend } from '../../client';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PhoneNumberParser } from '../../validation/phone';
import type { AccountPasswordActorRef } from '../account-password/use-account-password';
import type { AccountProfileActorRef } from '../account-profile/use-account-profile';
import type { ConnectedAccountsActorRef } from '../connected-accounts/use-connected-accounts';
import type { ConnectedAppsActorRef } from '../connected-apps/use-connected-apps';
import type { DeleteAccountActorRef } from '../delete-account/use-delete-account';
import type { DevicesActorRef } from '../devices/use-devices';
import type { EmailAddressesActorRef } from '../email-addresses/use-email-addresses';
import type { PasskeyRegistrationSuccessActorRef } from '../passkey-registration-success/use-passkey-registration-success';
import type { PhoneNumbersActorRef } from '../phone-numbers/use-phone-numbers';
import type { SecondFactorsActorRef } from '../second-factors/use-second-factors';
import { createAccountActors } from './account.actors';
import { accountMachine } from './account.machine';
import { selectAccountView, type AccountView } from './account.selectors';
import type { AccountInput, AccountOutput } from './account.types';

export type AccountActorRef = ActorRefFrom<typeof accountMachine>;

export type UseAccountOptions =
  | { actorRef: AccountActorRef }
  | (Omit<AccountInput, 'hasBackend'> &
      StandaloneFlowOptions & {
        actorRef?: never;
        /** The host's server side (`createAccountBackend({ url })`): devices and delete-account need it. */
        backend?: AccountBackend;
        loadPhoneParser?: () => Promise<PhoneNumberParser>;
        /** The page is signed out: the account deleted, or this device signed out. */
        onDone?(output: AccountOutput): void;
      });

/** Each section's flow, for its screen (`useAccountProfile({ actorRef: profileRef })`, …): present while `ready`. */
export interface AccountSectionRefs {
  profileRef: AccountProfileActorRef | undefined;
  emailAddressesRef: EmailAddressesActorRef | undefined;
  phoneNumbersRef: PhoneNumbersActorRef | undefined;
  passwordRef: AccountPasswordActorRef | undefined;
  connectedAccountsRef: ConnectedAccountsActorRef | undefined;
  /** The passkey-registration mode, opened on its list (`usePasskeyRegistrationSuccess({ actorRef })`). */
  passkeysRef: PasskeyRegistrationSuccessActorRef | undefined;
  /** The second-factors mode (`useSecondFactors({ actorRef })`). */
  secondFactorsRef: SecondFactorsActorRef | undefined;
  connectedAppsRef: ConnectedAppsActorRef | undefined;
  /** With a backend only. */
  devicesRef: DevicesActorRef | undefined;
  /** With a backend only. */
  deleteAccountRef: DeleteAccountActorRef | undefined;
}

export interface UseAccountResult extends AccountView, AccountSectionRefs {
  /** Loads the account again after a failed load. */
  retry(): void;
  actorRef: AccountActorRef;
}

const refsOf = (snapshot: { children: Record<string, unknown> }): AccountSectionRefs => {
  const children = snapshot.children as Record<string, never>;
  return {
    profileRef: children.profile,
    emailAddressesRef: children.emailAddresses,
    phoneNumbersRef: children.phoneNumbers,
    passwordRef: children.password,
    connectedAccountsRef: children.connectedAccounts,
    passkeysRef: children.passkeys,
    secondFactorsRef: children.secondFactors,
    connectedAppsRef: children.connectedApps,
    devicesRef: children.devices,
    deleteAccountRef: children.deleteAccount,
  };
};

/**
 * The account widget's root: the signed-in user (`user`), the sections to show, and each
 * section's flow. Standalone (`useAccount({ backend, mfaOptions, providers })`) or attached.
 */
export function useAccount(options: UseAccountOptions = {}): UseAccountResult {
  const standalone = options.actorRef ? undefined : (options as Exclude<UseAccountOptions, { actorRef: AccountActorRef }>);
  const actorRef = useFlow(
    'useAccount',
    options,
    (client, bound) =>
      accountMachine.provide({
        actors: createAccountActors(client, {
          ...bound,
          ...(standalone?.backend && { backend: standalone.backend }),
          ...(standalone?.loadPhoneParser && { loadPhoneParser: standalone.loadPhoneParser }),
        }),
        actions: bound.effects,
      }),
    () => {
      const { backend, loadPhoneParser: _parser, onDone: _onDone, ...input } = flowInput(standalone!);
      return { ...input, hasBackend: backend !== undefined };
    },
  );
  useFlowDone<AccountOutput>(actorRef, standalone?.onDone);
  const view = useSelector(actorRef, selectAccountView, shallowEqual);
  const refs = useSelector(actorRef, (snapshot) => refsOf(snapshot as never), shallowEqual);
  const commands = useMemo(() => ({ retry: () => actorRef.send({ type: 'request.retry' }) }), [actorRef]);
  return { ...view, ...refs, ...commands, actorRef };
}
