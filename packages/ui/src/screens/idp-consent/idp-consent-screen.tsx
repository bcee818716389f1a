import { useIdpConsent, type UseIdpConsentOptions } from '@portico/core/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages, type MessageKey, type ValueWrappers } from '../../messages';
import { Button } from '../../primitives/button';
import { AlertCircleIcon, CheckIcon, ChevronDownIcon } from '../../primitives/icons';
import { Spinner } from '../../primitives/spinner';
import { ErrorScreen } from '../error/error-screen';
import { enIdentityProvider } from '../../messages/en-identity-provider';
import { MessagesSection } from '../../messages/messages-section';

// The second factor's screens, loaded only when the session must step up (mfaOptions).
const MfaScreen = lazy(() => import('../mfa/mfa-screen').then((module) => ({ default: module.MfaScreen })));

/** The consent flow's actor (inside the identity-provider widget), or standalone options. */
export type IdpConsentScreenProps = UseIdpConsentOptions & { projectName: string };

const BUILT_IN = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'] as const;
const isBuiltIn = (scope: string): scope is (typeof BUILT_IN)[number] => (BUILT_IN as readonly string[]).includes(scope);

/** A row of a scope list: the icon, the text, and the chevron when it opens. */
const ROW = 'pt:flex pt:items-center pt:gap-stack pt:px-4 pt:py-3 pt:text-label';
/** A summary as a row: no native triangle, a hover tint and an inset focus ring. */
const SUMMARY =
  `${ROW} pt:list-none pt:[&::-webkit-details-marker]:hidden pt:hover:bg-accent ` +
  'pt:outline-none pt:focus-visible:ring-2 pt:focus-visible:ring-inset pt:focus-visible:ring-primary';
/** A bordered list whose rows are parted by hairlines. */
const LIST = 'pt:overflow-hidden pt:rounded-input pt:border pt:border-outline';

const Chevron = () => (
  <ChevronDownIcon className="pt:size-4 pt:shrink-0 pt:text-secondary pt:transition-transform pt:group-open:rotate-180" />
);

/**
 * The title's `{clientName}` in bold and the rest in the regular weight: the app the user is
 * granting access to stands out. Each value stays isolated in its `<bdi>` (`rich`): a client name
 * with a right-to-left override cannot turn the sentence around it.
 */
const BOLD_CLIENT_NAME: ValueWrappers = { clientName: (name) => <strong className="pt:font-semibold">{name}</strong> };

function Notice({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <p role="status" className="pt:flex pt:items-center pt:justify-center pt:gap-2 pt:text-center pt:text-body pt:text-secondary">
      {busy && <Spinner />}
      {text}
    </p>
  );
}

/**
 * IDPConsent (spec §2): first, with `mfaOptions`, the second factor a session short of the host's
 * policy still needs (the MFA screens; issue 36). Then 'Sign in to {clientName} with {projectName}' (or '{clientName} wants to
 * access your account' when a custom scope is asked for), the grantable scopes with their
 * details, Allow and Deny, and the scopes the user cannot grant in a collapsible box. Every
 * server string (client name, scope, description) is rendered as text.
 */
function Consent({ projectName, ...options }: IdpConsentScreenProps) {
  const consent = useIdpConsent(options as UseIdpConsentOptions);
  const { t, rich } = useMessages();
  const clientName = consent.clientName ?? '';

  switch (consent.status) {
    case 'missingParameter':
      return <ErrorMessage text={rich('idp.consent.missingParameter', { name: consent.missingParameter ?? '' })} />;
    case 'noSession':
      return <ErrorMessage text={t('idp.consent.noSession')} />;
    case 'error':
      return <ErrorScreen error={consent.error} />;
    case 'denied':
      return <Notice text={t('idp.consent.denied')} />;
    case 'redirecting':
      return <Notice text={t('idp.consent.redirecting')} busy />;
    case 'secondFactor': {
      const loading = <Notice text={t('idp.consent.loading')} busy />;
      return (
        <Suspense fallback={loading}>
          {consent.mfaRef ? <MfaScreen key={consent.mfaRef.id} actorRef={consent.mfaRef} /> : loading}
        </Suspense>
      );
    }
    case 'loading':
    case 'attesting':
      return <Notice text={t('idp.consent.loading')} busy />;
    default:
      break;
  }

  const isSubmitting = consent.status === 'submitting';
  const noneGrantable = consent.grantableScopes.length === 0;
  const scopeText = (scope: string, description: string): ReactNode =>
    isBuiltIn(scope) ? t(`idp.consent.scope.${scope}` as MessageKey) : description || rich('idp.consent.scope.custom', { scope });
  // A custom scope's description is its text already: no details under it.
  const scopeDetails = (scope: string): ReactNode => (isBuiltIn(scope) ? rich(`idp.consent.scope.${scope}.details` as MessageKey, { clientName }) : null);

  return (
    <div data-slot="idp-consent-screen" data-status={consent.status} className="pt:flex pt:flex-col pt:gap-group">
      <ScreenHeader
        title={
          <span className="pt:font-normal">
            {consent.hasCustomScopes
              ? rich('idp.consent.titleCustomScopes', { clientName }, BOLD_CLIENT_NAME)
              : rich('idp.consent.title', { clientName, projectName }, BOLD_CLIENT_NAME)}
          </span>
        }
      />
      {!noneGrantable && (
        <div className="pt:flex pt:flex-col pt:gap-stack">
          <p className="pt:text-caption pt:text-secondary">{rich('idp.consent.intro', { clientName })}</p>
          <ul data-slot="idp-consent-scopes" className={LIST}>
            {consent.grantableScopes.map(({ scope, description }) => {
              const details = scopeDetails(scope);
              const icon = <CheckIcon className="pt:size-4 pt:shrink-0 pt:text-success" />;
              return (
                <li key={scope} className="pt:border-outline pt:not-first:border-t">
                  {details ? (
                    <details className="pt:group">
                      <summary className={SUMMARY}>
                        {icon}
                        <span className="pt:flex-1">{scopeText(scope, description)}</span>
                        <Chevron />
                      </summary>
                      <p className="pt:px-4 pt:pb-3 pt:ps-11 pt:text-caption pt:text-secondary">{details}</p>
                    </details>
                  ) : (
                    <div className={ROW}>
                      {icon}
                      <span>{scopeText(scope, description)}</span>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {consent.ungrantableScopes.length > 0 && (
        <details data-slot="idp-consent-ungrantable" open={noneGrantable} className={`${LIST} pt:group`}>
          <summary className={SUMMARY}>
            <AlertCircleIcon className="pt:size-4 pt:shrink-0 pt:text-warning" />
            <span className="pt:flex-1">{noneGrantable ? rich('idp.consent.cannotGrant', { clientName }) : rich('idp.consent.cannotGrantSome', { clientName })}</span>
            <Chevron />
          </summary>
          <ul className="pt:flex pt:flex-col pt:gap-tight pt:px-4 pt:pb-3 pt:ps-11 pt:text-caption pt:text-secondary">
            {consent.ungrantableScopes.map(({ scope, description }) => (
              <li key={scope}>{scopeText(scope, description)}</li>
            ))}
          </ul>
        </details>
      )}
      {consent.error && (
        <div role="alert">
          <ErrorText error={consent.error} />
        </div>
      )}
      <div data-slot="idp-consent-actions" className="pt:flex pt:flex-col pt:gap-stack">
        {!noneGrantable && (
          <Button isLoading={isSubmitting && consent.consentGranted === true} isDisabled={isSubmitting} onClick={consent.allow}>
            {t('idp.consent.allow')}
          </Button>
        )}
        <Button
          variant="secondary"
          isLoading={isSubmitting && consent.consentGranted === false}
          isDisabled={isSubmitting}
          onClick={consent.deny}
        >
          {t('idp.consent.deny')}
        </Button>
      </div>
    </div>
  );
}

function ErrorMessage({ text }: { text: ReactNode }) {
  return (
    <p role="alert" className="pt:text-center pt:text-body pt:text-secondary">
      {text}
    </p>
  );
}

function ErrorText({ error }: { error: NonNullable<ReturnType<typeof useIdpConsent>['error']> }) {
  const { errorText } = useMessages();
  return <span className="pt:text-label pt:text-error">{errorText(error)}</span>;
}

/** `Consent`, with its English words (`enIdentityProvider`: they load with this screen, not with every widget). */
export function IdpConsentScreen(props: IdpConsentScreenProps) {
  return (
    <MessagesSection english={enIdentityProvider}>
      <Consent {...props} />
    </MessagesSection>
  );
}
