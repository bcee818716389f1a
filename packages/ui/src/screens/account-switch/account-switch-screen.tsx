import { useAccountSwitch, type AccountSwitchActorRef } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { enUrlLogin } from '../../messages/en-url-login';
import { MessagesSection } from '../../messages/messages-section';

export interface AccountSwitchScreenProps {
  /** The question's flow (`accountSwitchRef` of the redirect page or the reset page), asking or switching. */
  actorRef: AccountSwitchActorRef;
}

/**
 * 'Switch accounts?': a link (or a reset's new password) for another account than the one signed
 * in. A link must never replace who is signed in without asking (a login CSRF would sign the
 * victim into the attacker's account): the page keeps its user until the user chooses the new
 * account. Staying, the safe answer, comes first.
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
  const question = useAccountSwitch({ actorRef });
  const { t, rich } = useMessages();
  const names = { current: question.current, next: question.next };
  const isSwitching = question.status === 'switching';
  return (
    <div data-slot="account-switch-screen" data-status={question.status} className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader title={t('urlLogin.switch.title')} description={rich('urlLogin.switch.text', names)} />
      <div className="pt:flex pt:flex-col pt:gap-stack">
        {/* Staying is the safe answer, and the first. */}
        <Button isDisabled={isSwitching} onClick={question.stay}>
          {rich('urlLogin.switch.stay', names)}
        </Button>
        <Button variant="secondary" isLoading={isSwitching} onClick={question.continueAsNew}>
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

export interface AccountSwitchDeclinedScreenProps {
  /** Who the page is still signed in as. */
  current: string;
  /** Who the link was for. */
  next: string;
  /** The link's new password was saved all the same (the reset page). */
  passwordChanged?: boolean;
}

/** After 'Stay signed in as …': the page is still signed in as it was, and says so. */
export function AccountSwitchDeclinedScreen({ current, next, passwordChanged = false }: AccountSwitchDeclinedScreenProps) {
  return (
    <MessagesSection english={enUrlLogin}>
      <DeclinedContent current={current} next={next} passwordChanged={passwordChanged} />
    </MessagesSection>
  );
}

function DeclinedContent({ current, next, passwordChanged }: Required<AccountSwitchDeclinedScreenProps>) {
  const { t, rich } = useMessages();
  return (
    <div data-slot="account-switch-screen" data-status="declined">
      <ScreenHeader
        title={rich('urlLogin.declined.title', { current })}
        description={passwordChanged ? rich('urlLogin.declined.passwordChanged', { next }) : t('urlLogin.declined.text')}
      />
    </div>
  );
}
