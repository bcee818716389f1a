import { AccountWidget } from '@portico/ui';
import type { RenderContext } from '../element';
import { useAccountFields } from './account-fields';

/**
 * `<portico-account>`'s widget: the signed-in user's account, with its fields' options, and
 * `portico-signed-out` (`{ reason }`: `deleted` or `signedOut`, nothing of the session or the user)
 * once the page is signed out by it.
 */
export default function AccountMode(context: RenderContext) {
  const { widget, element } = context;
  return <AccountWidget {...widget} {...useAccountFields(context)} onDone={({ reason }) => element.emit('portico-signed-out', { reason })} />;
}
