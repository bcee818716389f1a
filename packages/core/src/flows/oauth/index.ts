export { oauthMachine, OAUTH_REDIRECT_GRACE_MS, type OAuthContext, type OAuthEvent, type OAuthInput } from './oauth.machine';
export { createOAuthActors } from './oauth.actors';
export { selectOAuthView, type OAuthView } from './oauth.selectors';
