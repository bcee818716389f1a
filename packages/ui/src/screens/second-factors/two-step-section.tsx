import { useSecondFactors, type UseSecondFactorsOptions, type UseSecondFactorsResult } from '@portico/core/react';
import { useEffect, useRef } from 'react';
import { MessagesSection, useMessages } from '../../messages';
import { enSecondFactors } from '../../messages/en-second-factors';
import { AccountSection, sectionTitleOf } from '../../widgets/account-widget/parts';
import { SecondFactorsScreens } from './second-factors-screen';

export type TwoStepSectionProps = UseSecondFactorsOptions;

/** The statuses whose screens replace the list (an enrolment, a step-up). */
const CHANGING = new Set<UseSecondFactorsResult['status']>(['enrolling', 'steppingUp']);

/**
 * Two-step verification: the second-factors mode's own screens in a section of the account page
 * (the same flow: the account root's `secondFactorsRef`, or, alone, `useSecondFactors` with its
 * `mfaOptions`): the authenticator app and phone numbers, the recovery codes left, adding and
 * removing one with the MFA screens in place. Its changes are announced by the list itself.
 */
export function TwoStepSection(props: TwoStepSectionProps) {
  const manager = useSecondFactors(props);
  return (
    <MessagesSection english={enSecondFactors}>
      <TwoStepContent manager={manager} />
    </MessagesSection>
  );
}

function TwoStepContent({ manager }: { manager: UseSecondFactorsResult }) {
  const { t } = useMessages();
  const sectionRef = useRef<HTMLElement>(null);
  const previous = useRef(manager.status);

  // Into an enrolment or a step-up and back (done, or cancelled), the control that had the focus
  // is gone: the section's title takes it, as the mode's title does on its screens (unless the
  // new screen took it).
  useEffect(() => {
    const from = previous.current;
    previous.current = manager.status;
    if (CHANGING.has(from) === CHANGING.has(manager.status)) return;
    const section = sectionRef.current;
    const active = section ? (section.getRootNode() as Document | ShadowRoot).activeElement : null;
    if (active && active !== section?.ownerDocument.body) return;
    sectionTitleOf(section?.firstElementChild)?.focus();
  }, [manager.status]);

  return (
    <AccountSection
      ref={sectionRef}
      name="secondFactors"
      title={t('secondFactors.title')}
      description={t(manager.required ? 'secondFactors.required' : 'secondFactors.text')}
      busy={manager.isPending}
    >
      <SecondFactorsScreens manager={manager} inSection />
    </AccountSection>
  );
}
