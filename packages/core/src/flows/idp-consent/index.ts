export {
  idpConsentMachine,
  type IdpConsentContext,
  type IdpConsentEvent,
  type IdpConsentInput,
  type IdpConsentOutput,
  type IdpConsentParams,
} from './idp-consent.machine';
export { createIdpConsentActors } from './idp-consent.actors';
export { BUILT_IN_IDP_SCOPES, selectIdpConsentView, type IdpConsentView, type IdpScope } from './idp-consent.selectors';
