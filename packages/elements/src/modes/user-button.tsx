import { UserButton } from '@portico/ui/user-button';
import type { RenderContext } from '../element';
import { useAccountFields } from './account-fields';

/**
 * `<portico-user-button>`'s widget: `manage-account-url`, the `onManageAccount` property (a
 * function; anything else is ignored), and `portico-signed-out` once 'Sign out' has ended the
 * session, or the account in 'Manage account''s dialog ended signed out (no detail: nothing of the
 * session or the user goes into a DOM event). Without either, 'Manage account' opens the account
 * in a dialog, with `backend-url`, `mfa-options`, `providers` and `link-redirect-url`.
 */
export default function UserButtonMode(context: RenderContext) {
  const { widget, values, element } = context;
  const manageAccountUrl = values.manageAccountUrl as string | null;
  const onManageAccount = values.onManageAccount;
  return (
    <UserButton
      {...widget}
      {...useAccountFields(context)}
      {...(manageAccountUrl && { manageAccountUrl })}
      {...(typeof onManageAccount === 'function' && { onManageAccount: () => (onManageAccount as () => void)() })}
      onSignedOut={() => element.emit('portico-signed-out', {})}
    />
  );
}
