export { createConnectedAppsActors } from './connected-apps.actors';
export { connectedAppsMachine, type AppsState } from './connected-apps.machine';
export { selectConnectedAppsView, type ConnectedAppsStatus, type ConnectedAppsView } from './connected-apps.selectors';
export type { ConnectedAppsContext, ConnectedAppsEvent, ConnectedAppsInput } from './connected-apps.types';
