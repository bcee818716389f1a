export { urlLoginMachine, urlLoginMethod, type UrlLoginContext, type UrlLoginInput, type UrlLoginOutput } from './url-login.machine';
export { createUrlLoginActors } from './url-login.actors';
export { selectUrlLoginView, type UrlLoginView } from './url-login.selectors';
