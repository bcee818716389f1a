export { createConnectedAccountsActors } from './connected-accounts.actors';
export { connectedAccountsMachine, LINK_REDIRECT_GRACE_MS, linkableProviders } from './connected-accounts.machine';
export {
  selectConnectedAccountsView,
  shortAddress,
  type ConnectedAccountsStatus,
  type ConnectedAccountsView,
  type ProviderRow,
  type WalletRow,
} from './connected-accounts.selectors';
export type { ConnectedAccountsContext, ConnectedAccountsEvent, ConnectedAccountsInput, ConnectedChange, ConnectedRef } from './connected-accounts.types';
