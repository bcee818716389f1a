import { useUrlLogin, type UrlLoginActorRef } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { enUrlLogin } from '../../messages/en-url-login';
import { MessagesSection } from '../../messages/messages-section';

export interface AccountSwitchScreenProps {
  /** The redirect page's flow, asking (`askingToSwitch`), switching, or declined. */
  actorRef: UrlLoginActorRef;
}

/**
 * The redirect page, when its link was for another account than the one signed in: a link must
 * never replace who is signed in without asking (a login CSRF would sign the victim into the
 * attacker's account). The page keeps its user until the user chooses the new account.
 */
export function AccountSwitchScreen(props: AccountSwitchScreenProps) {
  return (
    <MessagesSection english={enUrlLogin}>
      <AccountSwitchContent {...props} />
    </MessagesSection>
  );
}

/** AccountSwitchScreen's content, under its words. */
function AccountSwitchContent({ actorRef }: AccountSwitchScreenProps) {
  const login = useUrlLogin({ actorRef });
  const { t, rich } = useMessages();
  const names = login.switch ?? { current: '', next: '' };
  if (login.status === 'declined') {
    return (
      <div data-slot="account-switch-screen" data-status="declined">
        <ScreenHeader title={rich('urlLogin.declined.title', names)} description={t('urlLogin.declined.text')} />
      </div>
    );
  }
  const isSwitching = login.status === 'switching';
  return (
    <div data-slot="account-switch-screen" data-status={login.status} className="pt:flex pt:flex-col pt:gap-6">
      <ScreenHeader title={t('urlLogin.switch.title')} description={rich('urlLogin.switch.text', names)} />
      <div className="pt:flex pt:flex-col pt:gap-3">
        {/* Staying is the safe answer, and the first. */}
        <Button isDisabled={isSwitching} onClick={login.stay}>
          {rich('urlLogin.switch.stay', names)}
        </Button>
        <Button variant="secondary" isLoading={isSwitching} onClick={login.continueAsNew}>
          {rich('urlLogin.switch.continue', names)}
        </Button>
        {/* Always rendered, so the change is announced. */}
        <p role="status" className="pt:sr-only">
          {isSwitching ? t('urlLogin.switch.switching') : ''}
        </p>
      </div>
    </div>
  );
}
