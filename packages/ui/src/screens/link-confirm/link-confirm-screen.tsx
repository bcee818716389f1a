import { useLinkConfirm, type LinkConfirmActorRef } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { enUrlLogin } from '../../messages/en-url-login';
import { MessagesSection } from '../../messages/messages-section';
import { Button } from '../../primitives/button';

export interface LinkConfirmScreenProps {
  /** The link question's flow (`linkConfirmRef` of the redirect page or the reset page). */
  actorRef: LinkConfirmActorRef;
}

/**
 * 'Continue signing in' (issue 36): a link opened in a browser that did not ask for it (a mail
 * scanner, an attacker's link), on a page nobody is signed in to. The page says what happens, and
 * the address this browser asked a link for when it knows one (never one read from the link:
 * an attacker writes the link). One button spends the link; nothing else does: no autofocus on
 * it, no submit on load.
 */
export function LinkConfirmScreen(props: LinkConfirmScreenProps) {
  return (
    <MessagesSection english={enUrlLogin}>
      <LinkConfirmContent {...props} />
    </MessagesSection>
  );
}

function LinkConfirmContent({ actorRef }: LinkConfirmScreenProps) {
  const confirm = useLinkConfirm({ actorRef });
  const { t, rich } = useMessages();
  const text = confirm.address ? rich('urlLogin.confirm.textForAddress', { email: confirm.address }) : t('urlLogin.confirm.text');
  return (
    <div data-slot="link-confirm-screen" data-status={confirm.status} className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('urlLogin.confirm.title')} description={text} />
      <Button isLoading={confirm.status === 'done'} onClick={confirm.continueSignIn}>
        {t('login.submit')}
      </Button>
    </div>
  );
}
