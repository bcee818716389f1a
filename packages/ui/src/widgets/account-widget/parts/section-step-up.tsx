import type { AccountSectionStepUp } from '@portico/core/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { MessagesSection, useMessages } from '../../../messages';
import { enSecondFactors } from '../../../messages/en-second-factors';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { ScreenLoading } from '../../login-widget/screen-loading';
import { sectionTitleOf } from './account-section';

/** The MFA screens: fetched when a change first asks for a second factor, as the second-factors mode does. */
const MfaScreen = lazy(() => import('../../../screens/mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));

/** The one word of the second-factors mode it shares: 'For your security, confirm it is you before making this change.' */
const STEP_UP_WORDS = { 'secondFactors.stepUp': enSecondFactors['secondFactors.stepUp'] };

export interface SectionStepUpProps {
  /** The section's view (its hook's result): `stepUpRef`, `canCancelStepUp`, `cancelStepUp()`. Nothing shows without a `stepUpRef`. */
  view: AccountSectionStepUp;
}

/**
 * A sensitive change asking for a second factor first: the reason ('For your security, confirm
 * it is you before making this change.'), the MFA screens on the view's `stepUpRef` (the same as
 * a login's), and 'Cancel' while it may be left (the change is not made; what was typed stays).
 * The focus moves to the reason when it appears (unless a field of the step-up took it); the MFA
 * screen's code field takes it when that screen arrives (a lazy chunk), so the code can be typed at
 * once while the reason is announced (a status). It goes back into the section when the step-up ends: to the control marked `data-return-focus`, else the section's title.
 */
export function SectionStepUp({ view }: SectionStepUpProps) {
  if (!view.stepUpRef) return null;
  return (
    <MessagesSection english={STEP_UP_WORDS}>
      <StepUpPanel key={view.stepUpRef.id} view={view} />
    </MessagesSection>
  );
}

function StepUpPanel({ view }: SectionStepUpProps) {
  const { t } = useMessages();
  const panelRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLDivElement>(null);
  const stepUpRef = view.stepUpRef!;

  useEffect(() => {
    const panel = panelRef.current;
    const section = panel?.closest('[data-slot="account-section"]') ?? null;
    const root = panel?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement ?? null;
    // The focus was on the control that started the change (now gone, or in this section): the reason.
    if (!active || active === panel?.ownerDocument.body || section?.contains(active)) {
      if (!panel?.contains(active)) reasonRef.current?.focus();
    }
    return () => {
      // The step-up has left the page with the focus in it: back into the section.
      if (!section?.isConnected) return;
      const now = (section.getRootNode() as Document | ShadowRoot).activeElement;
      if (now && now !== section.ownerDocument.body) return;
      (section.querySelector<HTMLElement>('[data-return-focus]') ?? sectionTitleOf(section))?.focus();
    };
  }, []);

  return (
    <div ref={panelRef} data-slot="section-step-up" className="pt:flex pt:flex-col pt:gap-group">
      <Alert ref={reasonRef} variant="info" tabIndex={-1} data-slot="section-step-up-reason" className="pt:outline-none">
        {t('secondFactors.stepUp')}
      </Alert>
      <Suspense fallback={<ScreenLoading />}>
        <MfaScreen actorRef={stepUpRef} />
      </Suspense>
      {view.canCancelStepUp && (
        <Button variant="ghost" data-action="cancel-step-up" onClick={view.cancelStepUp}>
          {t('account.cancel')}
        </Button>
      )}
    </div>
  );
}
