import type { AccountWidgetProps } from '@portico/ui';
import { AccountWidget } from '@portico/ui';
import { useState, type ComponentProps } from 'react';
import { accountApi, accountBackend } from './account-backend';
import { stytch } from './stytch';
import { UrlLogin } from './url-login';

/** Whether the address brings a social login back (`stytch_token_type=oauth`): a link started on this page. */
const bringsSocialLogin = () => new URLSearchParams(window.location.search).get('stytch_token_type') === 'oauth';

/**
 * `/account`: the signed-in user's account, `<AccountWidget>` with every section: the server's
 * account API as its backend (devices, deleting the account) where this page has it, the config's
 * `mfaOptions` (two-step verification) and social providers (the logins the user may link).
 *
 * A social login linked from here comes back here (the widget's default `linkRedirectUrl`: this
 * page without its query) with `?stytch_token_type=oauth&token=…`: the redirect page's widget
 * finishes the link first (it authenticates the token with this page's session, the same user, and
 * takes it out of the address bar), then the account shows, the provider among its connected accounts.
 */
export function AccountPage({
  account,
  finishLink,
}: {
  /** The account widget's props from the page's config, language and look (`client` and `backend` are set here). */
  account: Omit<AccountWidgetProps, 'client' | 'backend'>;
  /** The redirect page's props (session duration, second factors, look) for a link coming back. */
  finishLink: Omit<ComponentProps<typeof UrlLogin>, 'onDone' | 'onStayed' | 'onBack'>;
}) {
  const [linking, setLinking] = useState(bringsSocialLogin);
  const toAccount = () => {
    window.history.replaceState(null, '', '/account');
    setLinking(false);
  };
  return (
    <section className="panel account-page" aria-labelledby="account-title" data-testid="account-page">
      <h2 id="account-title">Account</h2>
      {!accountApi.available && (
        <p data-testid="account-api-missing">
          {accountApi.reason === 'browserEmulator'
            ? 'The emulator runs in this page, where no server can reach it: the sections that need the account API (devices, deleting the account) are not shown.'
            : 'This page talks to another emulator than the playground server’s account API does: the sections that need it (devices, deleting the account) are not shown.'}
        </p>
      )}
      {linking ? (
        // The link's way back: finished, then the account (also after an error's 'Go back').
        <UrlLogin {...finishLink} onDone={toAccount} onStayed={toAccount} onBack={toAccount} />
      ) : (
        <AccountWidget client={stytch} {...(accountBackend && { backend: accountBackend })} {...account} />
      )}
    </section>
  );
}
