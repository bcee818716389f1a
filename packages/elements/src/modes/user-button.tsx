import { UserButton } from '@portico/ui';
import type { RenderContext } from '../element';

/**
 * `<portico-user-button>`'s widget: `manage-account-url`, the `onManageAccount` property (a
 * function; anything else is ignored), and `portico-signed-out` once 'Sign out' has ended the
 * session (no detail: nothing of the session or the user goes into a DOM event).
 */
export default function UserButtonMode({ widget, values, element }: RenderContext) {
  const manageAccountUrl = values.manageAccountUrl as string | null;
  const onManageAccount = values.onManageAccount;
  return (
    <UserButton
      {...widget}
      {...(manageAccountUrl && { manageAccountUrl })}
      {...(typeof onManageAccount === 'function' && { onManageAccount: () => (onManageAccount as () => void)() })}
      onSignedOut={() => element.emit('portico-signed-out', {})}
    />
  );
}
