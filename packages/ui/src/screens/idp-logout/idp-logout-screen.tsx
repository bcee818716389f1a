import { useBootstrap, useIdpLogout, type UseIdpLogoutOptions } from '@portico/core/react';
import { ScreenHeader } from '../../frame/screen-header';
import { useMessages } from '../../messages';
import { Button } from '../../primitives/button';
import { AlertCircleIcon } from '../../primitives/icons';
import { Spinner } from '../../primitives/spinner';
import { ErrorScreen } from '../error/error-screen';
import { enIdentityProvider } from '../../messages/en-identity-provider';
import { MessagesSection } from '../../messages/messages-section';

/** The logout flow's actor (inside the identity-provider widget), or standalone options, and the project's name. */
export type IdpLogoutScreenProps = UseIdpLogoutOptions & {
  /** 'Are you sure you want to log out of your {projectName} account?' (default: the bootstrap's). */
  projectName?: string;
};

/** A status line with a spinner (loading, logging out without a question, redirecting). */
function Progress({ text }: { text: string }) {
  return (
    <div role="status" className="pt:flex pt:flex-col pt:items-center pt:gap-stack">
      <ScreenHeader title={text} />
      <Spinner className="pt:size-6" />
    </div>
  );
}

/**
 * The identity provider's logout page (spec §2, §4): the server's preflight, then 'Log out?' with
 * Yes and No when it asks for confirmation (Yes revokes the session and sends the browser to the
 * client; No leaves the user logged in), or straight to the client's post-logout page otherwise.
 */
function Logout({ projectName, ...options }: IdpLogoutScreenProps) {
  const logout = useIdpLogout(options as UseIdpLogoutOptions);
  const bootstrap = useBootstrap();
  const { t, rich } = useMessages();
  const body = () => {
    switch (logout.status) {
      case 'missingParameter':
        return (
          <div data-slot="error-screen" className="pt:flex pt:flex-col pt:items-center pt:gap-stack pt:text-center">
            <AlertCircleIcon className="pt:size-12 pt:text-error" />
            <ScreenHeader title={t('error.title')} />
            <p role="alert" className="pt:text-body pt:text-secondary">
              {rich('idpLogout.missingParameter', { name: logout.missingParameter ?? '' })}
            </p>
          </div>
        );
      case 'error':
        return <ErrorScreen error={logout.error} />;
      case 'denied':
        return <ScreenHeader title={t('idpLogout.denied')} />;
      case 'redirecting':
        return <Progress text={t('idpLogout.redirecting')} />;
      case 'loggingOut':
      case 'confirm': {
        if (!logout.consentRequired) return <Progress text={t('idpLogout.loggingOut')} />;
        const isLoggingOut = logout.status === 'loggingOut';
        return (
          <div className="pt:flex pt:flex-col pt:gap-group">
            <ScreenHeader
              title={t('idpLogout.title')}
              description={rich('idpLogout.text', { projectName: projectName ?? bootstrap.projectName ?? '' })}
            />
            <div data-slot="idp-logout-actions" className="pt:flex pt:flex-col pt:gap-stack">
              <Button isLoading={isLoggingOut} onClick={logout.confirm}>
                {t('idpLogout.yes')}
              </Button>
              <Button variant="secondary" isDisabled={isLoggingOut} onClick={logout.decline}>
                {t('idpLogout.no')}
              </Button>
              {/* Always rendered, so the change is announced. */}
              <p role="status" className="pt:sr-only">
                {isLoggingOut ? t('idpLogout.loggingOut') : ''}
              </p>
            </div>
          </div>
        );
      }
      default:
        return <Progress text={t('idpLogout.loading')} />;
    }
  };
  return (
    <div data-slot="idp-logout-screen" data-status={logout.status}>
      {body()}
    </div>
  );
}

/** `Logout`, with its English words (`enIdentityProvider`: they load with this screen, not with every widget). */
export function IdpLogoutScreen(props: IdpLogoutScreenProps) {
  return (
    <MessagesSection english={enIdentityProvider}>
      <Logout {...props} />
    </MessagesSection>
  );
}
