import { useIdpConsent, type UseIdpConsentOptions } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages, type MessageKey } from '../../messages';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { ErrorScreen } from '../error/error-screen';

/** The consent flow's actor (inside the identity-provider widget), or standalone options. */
export type IdpConsentScreenProps = UseIdpConsentOptions & { projectName: string };

const BUILT_IN = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'] as const;
const isBuiltIn = (scope: string): scope is (typeof BUILT_IN)[number] => (BUILT_IN as readonly string[]).includes(scope);

function Notice({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <p role="status" className="pt:flex pt:items-center pt:justify-center pt:gap-2 pt:text-center pt:text-base pt:text-secondary">
      {busy && <Spinner />}
      {text}
    </p>
  );
}

/**
 * IDPConsent (spec §2): 'Sign in to {clientName} with {projectName}' (or '{clientName} wants to
 * access your account' when a custom scope is asked for), the grantable scopes with their
 * details, Allow and Deny, and the scopes the user cannot grant in a collapsible box. Every
 * server string (client name, scope, description) is rendered as text.
 */
export function IdpConsentScreen({ projectName, ...options }: IdpConsentScreenProps) {
  const consent = useIdpConsent(options as UseIdpConsentOptions);
  const { t } = useMessages();
  const clientName = consent.clientName ?? '';

  switch (consent.status) {
    case 'missingParameter':
      return <ErrorMessage text={t('idp.consent.missingParameter', { name: consent.missingParameter ?? '' })} />;
    case 'noSession':
      return <ErrorMessage text={t('idp.consent.noSession')} />;
    case 'error':
      return <ErrorScreen error={consent.error} />;
    case 'denied':
      return <Notice text={t('idp.consent.denied')} />;
    case 'redirecting':
      return <Notice text={t('idp.consent.redirecting')} busy />;
    case 'loading':
    case 'attesting':
      return <Notice text={t('idp.consent.loading')} busy />;
    default:
      break;
  }

  const isSubmitting = consent.status === 'submitting';
  const noneGrantable = consent.grantableScopes.length === 0;
  const scopeText = (scope: string, description: string) =>
    isBuiltIn(scope) ? t(`idp.consent.scope.${scope}` as MessageKey) : description || t('idp.consent.scope.custom', { scope });
  const scopeDetails = (scope: string, description: string) =>
    isBuiltIn(scope) ? t(`idp.consent.scope.${scope}.details` as MessageKey, { clientName }) : description && description !== scopeText(scope, description) ? description : '';

  return (
    <div data-slot="idp-consent-screen" data-status={consent.status} className="pt:flex pt:flex-col pt:gap-6">
      <ScreenHeader
        title={
          consent.hasCustomScopes
            ? t('idp.consent.titleCustomScopes', { clientName })
            : t('idp.consent.title', { clientName, projectName })
        }
      />
      {!noneGrantable && (
        <div className="pt:flex pt:flex-col pt:gap-2">
          <p className="pt:text-base pt:text-secondary">{t('idp.consent.intro', { clientName })}</p>
          <ul data-slot="idp-consent-scopes" className="pt:flex pt:flex-col pt:gap-2">
            {consent.grantableScopes.map(({ scope, description }) => {
              const details = scopeDetails(scope, description);
              return (
                <li key={scope} className="pt:rounded pt:border pt:border-default pt:p-3">
                  {details ? (
                    <details>
                      <summary className="pt:cursor-pointer pt:text-base">{scopeText(scope, description)}</summary>
                      <p className="pt:mt-2 pt:text-sm pt:text-secondary">{details}</p>
                    </details>
                  ) : (
                    <span className="pt:text-base">{scopeText(scope, description)}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {consent.ungrantableScopes.length > 0 && (
        <details data-slot="idp-consent-ungrantable" open={noneGrantable} className="pt:rounded pt:border pt:border-default pt:p-3">
          <summary className="pt:cursor-pointer pt:text-base">
            {noneGrantable ? t('idp.consent.cannotGrant', { clientName }) : t('idp.consent.cannotGrantSome', { clientName })}
          </summary>
          <ul className="pt:mt-2 pt:flex pt:flex-col pt:gap-1 pt:text-sm pt:text-secondary">
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
      <div data-slot="idp-consent-actions" className="pt:flex pt:flex-col pt:gap-3">
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

function ErrorMessage({ text }: { text: string }) {
  return (
    <p role="alert" className="pt:text-center pt:text-base pt:text-secondary">
      {text}
    </p>
  );
}

function ErrorText({ error }: { error: NonNullable<ReturnType<typeof useIdpConsent>['error']> }) {
  const { errorText } = useMessages();
  return <span className="pt:text-sm pt:text-error">{errorText(error)}</span>;
}
