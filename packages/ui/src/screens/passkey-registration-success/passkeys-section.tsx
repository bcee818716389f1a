import { usePasskeyRegistrationSuccess, type UsePasskeyRegistrationSuccessOptions, type UsePasskeyRegistrationSuccessResult } from '@portico/core/react';
import { useEffect, useRef } from 'react';
import { MessagesSection, useMessages } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { enAccountAccess } from '../../messages/en-account-access';
import { enPasskeys } from '../../messages/en-passkeys';
import { Button } from '../../primitives/button';
import { AccountSection, sectionTitleOf } from '../../widgets/account-widget/parts';
import { AS_WIDE_AS_ITS_WORDS } from '../../widgets/account-widget/parts/as-wide-as-its-words';
import { PasskeyRegistrationScreens } from './passkey-registration-success-screen';

export type PasskeysSectionProps = UsePasskeyRegistrationSuccessOptions;

/**
 * Passkeys: the passkey-registration mode's own screens in a section of the account page (the
 * same flow: the account root's `passkeysRef`, or, alone, `usePasskeyRegistrationSuccess` opened
 * on the list): the user's passkeys, renamed or deleted one at a time, and 'Add a passkey', which
 * shows PasskeyRegistrationStart ('Create a Passkey' or 'Skip', with the step-up Stytch may ask
 * for first) and comes back to the list.
 */
export function PasskeysSection(props: PasskeysSectionProps) {
  const manager = usePasskeyRegistrationSuccess(props.actorRef ? props : { startWith: 'list', ...props });
  return (
    <MessagesSection english={enAccount}>
      <MessagesSection english={enPasskeys}>
        <MessagesSection english={enAccountAccess}>
          <PasskeysContent manager={manager} />
        </MessagesSection>
      </MessagesSection>
    </MessagesSection>
  );
}

function PasskeysContent({ manager }: { manager: UsePasskeyRegistrationSuccessResult }) {
  const { t } = useMessages();
  const sectionRef = useRef<HTMLElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(manager.status);
  const isRefreshing = manager.isPending && !manager.isSaving;

  // Between the list and 'Create a Passkey' (asked for, created, skipped), the control that had
  // the focus is gone: back on the list, 'Add a passkey' takes it; on the way there, the section's
  // title (unless the start screen took it).
  useEffect(() => {
    const from = previous.current;
    previous.current = manager.status;
    const back = from === 'start' && manager.status === 'list';
    if (!back && !(from === 'list' && manager.status === 'start')) return;
    const section = sectionRef.current;
    const active = section ? (section.getRootNode() as Document | ShadowRoot).activeElement : null;
    if (active && active !== section?.ownerDocument.body) return;
    ((back ? addRef.current : null) ?? sectionTitleOf(section?.firstElementChild))?.focus();
  }, [manager.status]);

  return (
    <AccountSection
      ref={sectionRef}
      name="passkeys"
      title={t('accountPasskeys.title')}
      description={t('passkey.registrationStart.text')}
      announcement={manager.created ? t('passkey.created') : null}
      busy={manager.isPending}
    >
      <PasskeyRegistrationScreens manager={manager} inSection />
      {manager.status === 'list' && !manager.row && (
        <Button ref={addRef} variant="secondary" className="pt:self-start" style={AS_WIDE_AS_ITS_WORDS} data-action="add-passkey" isDisabled={isRefreshing} onClick={manager.setupAnother}>
          {t('accountPasskeys.add')}
        </Button>
      )}
    </AccountSection>
  );
}
