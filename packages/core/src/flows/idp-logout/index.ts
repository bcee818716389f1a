export { idpLogoutMachine, type IdpLogoutContext, type IdpLogoutInput, type IdpLogoutOutput } from './idp-logout.machine';
export { createIdpLogoutActors } from './idp-logout.actors';
export { selectIdpLogoutView, type IdpLogoutView } from './idp-logout.selectors';
