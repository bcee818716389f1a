import { UrlLogin } from './url-login';

/** The redirect page of magic links (and social sign-in): the token is in its address. */
export default function AuthenticatePage() {
  return <UrlLogin />;
}
