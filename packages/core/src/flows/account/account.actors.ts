import type { AccountBackend, AuthClient } from '../../client';
import type { PhoneNumberParser } from '../../validation/phone';
import { accountPasswordMachine, createAccountPasswordActors } from '../account-password';
import { accountProfileMachine, createAccountProfileActors } from '../account-profile';
import { connectedAccountsMachine, createConnectedAccountsActors } from '../connected-accounts';
import { connectedAppsMachine, createConnectedAppsActors } from '../connected-apps';
import { createDeleteAccountActors, deleteAccountMachine } from '../delete-account';
import { createDevicesActors, devicesMachine } from '../devices';
import { createEmailAddressesActors, emailAddressesMachine } from '../email-addresses';
import { createPasskeyRegistrationSuccessActors, passkeyRegistrationSuccessMachine } from '../passkey-registration-success';
import { createPhoneNumbersActors, phoneNumbersMachine } from '../phone-numbers';
import { createSecondFactorsActors, secondFactorsMachine } from '../second-factors';
import { createLoadAccountActor } from '../shared/account-section';
import type { FlowActorOptions } from '../shared/request';

export interface AccountActorOptions extends FlowActorOptions {
  /** The host's server side: devices and delete-account run only with it. */
  backend?: AccountBackend;
  /** Replaces the lazily loaded libphonenumber-js parser (tests, stories). */
  loadPhoneParser?: () => Promise<PhoneNumberParser>;
}

/** The account root's ports: the account's loader and every section bound to the client (and the backend). */
export function createAccountActors(client: AuthClient, options: AccountActorOptions = {}) {
  const { backend, loadPhoneParser, ...flow } = options;
  const actions = flow.effects ? { actions: flow.effects } : {};
  return {
    loadAccount: createLoadAccountActor(client, flow.requestTimeoutMs),
    accountProfile: accountProfileMachine.provide({ actors: createAccountProfileActors(client, flow), ...actions }),
    emailAddresses: emailAddressesMachine.provide({ actors: createEmailAddressesActors(client, flow), ...actions }),
    phoneNumbers: phoneNumbersMachine.provide({ actors: createPhoneNumbersActors(client, { ...flow, ...(loadPhoneParser && { loadPhoneParser }) }), ...actions }),
    accountPassword: accountPasswordMachine.provide({ actors: createAccountPasswordActors(client, flow), ...actions }),
    connectedAccounts: connectedAccountsMachine.provide({ actors: createConnectedAccountsActors(client, flow), ...actions }),
    connectedApps: connectedAppsMachine.provide({ actors: createConnectedAppsActors(client, flow), ...actions }),
    passkeys: passkeyRegistrationSuccessMachine.provide({ actors: createPasskeyRegistrationSuccessActors(client, flow), ...actions }),
    secondFactors: secondFactorsMachine.provide({ actors: createSecondFactorsActors(client, flow), ...actions }),
    devices: devicesMachine.provide({ actors: createDevicesActors(client, { ...flow, ...(backend && { backend }) }), ...actions }),
    deleteAccount: deleteAccountMachine.provide({ actors: createDeleteAccountActors(client, { ...flow, ...(backend && { backend }) }), ...actions }),
  };
}
