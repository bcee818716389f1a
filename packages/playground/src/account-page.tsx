import { accountApi } from './account-backend';

/**
 * `/account`: the signed-in user's account. For now its heading and whether this page has the
 * server's account API; phase 2 of issue 37 renders `<AccountWidget client={stytch} backend={…} />`
 * here (`accountBackend` from ./account-backend, null without the API: its devices and
 * delete-account sections are then hidden).
 */
export function AccountPage() {
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
    </section>
  );
}
