import type { ConnectedApp } from '@portico/core';
import { useConnectedApps, type UseConnectedAppsOptions, type UseConnectedAppsResult } from '@portico/core/react';
import { useId } from 'react';
import { HiddenLabel, MessagesSection, useMessages, type MessageKey } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { enAccountAccess } from '../../messages/en-account-access';
import { enIdentityProvider } from '../../messages/en-identity-provider';
import { Button } from '../../primitives/button';
import { CheckIcon } from '../../primitives/icons';
import { AccountSection, ConfirmDialog, isLoadStatus, ListRow, RowList, SectionError, SectionLoad, SectionStepUp, useConfirmOpen } from '../../widgets/account-widget/parts';

export type ConnectedAppsSectionProps = UseConnectedAppsOptions;

/** The scopes the consent screen has words for (`idp.consent.scope.*`): the same words here. */
const BUILT_IN = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'] as const;
const isBuiltIn = (scope: string): scope is (typeof BUILT_IN)[number] => (BUILT_IN as readonly string[]).includes(scope);

/** The consent screen's words for the scopes, and no more of the identity-provider mode's. */
const SCOPE_WORDS = Object.fromEntries(
  [...BUILT_IN.map((scope) => `idp.consent.scope.${scope}` as const), 'idp.consent.scope.custom' as const].map((key) => [key, enIdentityProvider[key]]),
);

/**
 * Apps with access: the Connected Apps the user let in (their logo when they have one, name,
 * description, and what each may do in the consent screen's words); revoke one after a
 * confirmation. On the account root's `connectedAppsRef`, or alone with the hook's options.
 */
export function ConnectedAppsSection(props: ConnectedAppsSectionProps) {
  const view = useConnectedApps(props);
  return (
    <MessagesSection english={enAccount}>
      <MessagesSection english={SCOPE_WORDS}>
        <MessagesSection english={enAccountAccess}>
          <ConnectedAppsContent view={view} />
        </MessagesSection>
      </MessagesSection>
    </MessagesSection>
  );
}

function ConnectedAppsContent({ view }: { view: UseConnectedAppsResult }) {
  const { t, rich } = useMessages();
  const revoking = view.revoking;
  const dialogOpen = useConfirmOpen(view.status === 'confirmingRevoke', revoking !== null && (view.status === 'revoking' || view.status === 'refreshing'));
  return (
    <AccountSection
      name="connectedApps"
      title={t('connectedApps.title')}
      description={t('connectedApps.text')}
      announcement={view.done ? t('connectedApps.done.revoked') : null}
      busy={view.isPending}
    >
      {isLoadStatus(view.status) ? (
        <SectionLoad status={view.status} error={view.error} onRetry={view.retry} />
      ) : view.stepUpRef ? (
        <SectionStepUp view={view} />
      ) : (
        <>
          {view.apps.length === 0 ? (
            <p data-slot="connected-apps-empty" className="pt:text-body pt:text-secondary">
              {t('connectedApps.none')}
            </p>
          ) : (
            <RowList aria-label={t('connectedApps.title')} data-slot="connected-apps-list">
              {view.apps.map((app) => (
                <AppRow
                  key={app.connectedAppId}
                  app={app}
                  isBusy={view.isPending}
                  isRevoking={revoking?.connectedAppId === app.connectedAppId}
                  onRevoke={() => view.revoke(app.connectedAppId)}
                />
              ))}
            </RowList>
          )}
          <SectionError error={view.status === 'list' || view.status === 'refreshing' ? view.error : null} />
        </>
      )}
      <ConfirmDialog
        open={dialogOpen && revoking !== null}
        title={revoking ? rich('connectedApps.revokeTitle', { name: revoking.name }) : null}
        description={revoking ? rich('connectedApps.revokeText', { name: revoking.name }) : null}
        confirmLabel={t('connectedApps.revoke')}
        isPending={view.status !== 'confirmingRevoke'}
        onConfirm={view.confirmRevoke}
        onCancel={view.cancel}
      />
    </AccountSection>
  );
}

/** A scope in words: the consent screen's for one it knows, else 'Use the {scope} scope'. */
function ScopeWords({ scope }: { scope: string }) {
  const { t, rich } = useMessages();
  return <>{isBuiltIn(scope) ? t(`idp.consent.scope.${scope}` as MessageKey) : rich('idp.consent.scope.custom', { scope })}</>;
}

function AppRow({ app, isBusy, isRevoking, onRevoke }: { app: ConnectedApp; isBusy: boolean; isRevoking: boolean; onRevoke(): void }) {
  const { t, rich } = useMessages();
  const labelId = useId();
  const scopesId = useId();
  const scopes = [...new Set(app.scopesGranted)];
  return (
    <ListRow
      data-slot="connected-app-row"
      data-connected-app-id={app.connectedAppId}
      state={isRevoking ? 'pending' : 'idle'}
      leading={
        // Decorative: the name beside it says which app it is.
        app.logoUrl ? (
          <img data-slot="connected-app-logo" src={app.logoUrl} alt="" referrerPolicy="no-referrer" className="pt:size-8 pt:rounded-input pt:object-contain" />
        ) : undefined
      }
      // The app's name and description are its owner's text: always rendered as text.
      label={<span dir="auto">{app.name}</span>}
      secondary={
        <span className="pt:flex pt:flex-col pt:gap-tight">
          {app.description && <span dir="auto">{app.description}</span>}
          {scopes.length > 0 && (
            <>
              <span id={scopesId}>{rich('connectedApps.scopes', { name: app.name })}</span>
              {/* A list in the row's phrasing content (a <ul> cannot be in its <span>): the roles say it is one. */}
              <span role="list" aria-labelledby={scopesId} data-slot="connected-app-scopes" className="pt:flex pt:flex-col pt:gap-tight">
                {scopes.map((scope) => (
                  <span role="listitem" key={scope} className="pt:flex pt:gap-2">
                    <CheckIcon className="pt:size-4 pt:shrink-0 pt:text-success" />
                    <span>
                      <ScopeWords scope={scope} />
                    </span>
                  </span>
                ))}
              </span>
            </>
          )}
        </span>
      }
      actions={
        <>
          <HiddenLabel id={labelId}>{rich('connectedApps.revokeLabel', { name: app.name })}</HiddenLabel>
          <Button
            variant="destructive-outline"
            size="compact"
            data-action="revoke"
            aria-labelledby={labelId}
            {...(isRevoking && { 'data-return-focus': '' })}
            isDisabled={isBusy}
            onClick={onRevoke}
          >
            {t('connectedApps.revoke')}
          </Button>
        </>
      }
    />
  );
}
