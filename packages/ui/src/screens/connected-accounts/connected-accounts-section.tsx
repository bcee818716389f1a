import type { OAuthProvider, ProviderRow, WalletRow } from '@portico/core';
import { useConnectedAccounts, type UseConnectedAccountsOptions, type UseConnectedAccountsResult } from '@portico/core/react';
import { useId, type ReactNode } from 'react';
import { HiddenLabel, MessagesSection, useMessages, type MessageKey } from '../../messages';
import { enAccount } from '../../messages/en-account';
import { enAccountAccess } from '../../messages/en-account-access';
import { Button } from '../../primitives/button';
import { GenericWalletIcon, ProviderIcon, WalletIcon } from '../../social';
import { providerIconLoaders } from '../../social/icons/load-icon';
import { AccountSection, ConfirmDialog, isLoadStatus, ListRow, RowBadge, RowList, SectionError, SectionLoad, SectionStepUp, useConfirmOpen } from '../../widgets/account-widget/parts';

export type ConnectedAccountsSectionProps = UseConnectedAccountsOptions;

const DONE: Record<NonNullable<UseConnectedAccountsResult['done']>, MessageKey> = {
  unlinked: 'connectedAccounts.done.unlinked',
  removed: 'connectedAccounts.done.removed',
};

/** A provider Portico knows (its mark, its brand name), from the lower-case type Stytch's `providerType` gives. */
const isKnownProvider = (provider: string): provider is OAuthProvider => Object.hasOwn(providerIconLoaders, provider);

/**
 * Connected accounts: the social logins the user signs in with (the provider's mark and name,
 * their picture and account id there when Stytch has them) and their crypto wallets (the address
 * shortened, the chain); unlink one or remove a wallet after a confirmation, never the last way to
 * sign in (said why); 'Link Google' for each configured provider not linked yet (the browser
 * leaves for it). On the account root's `connectedAccountsRef`, or alone with the hook's options.
 */
export function ConnectedAccountsSection(props: ConnectedAccountsSectionProps) {
  const view = useConnectedAccounts(props);
  return (
    <MessagesSection english={enAccount}>
      <MessagesSection english={enAccountAccess}>
        <ConnectedAccountsContent view={view} />
      </MessagesSection>
    </MessagesSection>
  );
}

/** The provider's name: its brand ('GitHub'), or Stytch's own name for one Portico has no words for. */
function useProviderName() {
  const { t } = useMessages();
  return (row: { provider: string; providerType: string }) => (isKnownProvider(row.provider) ? t(`provider.${row.provider}`) : row.providerType);
}

function ConnectedAccountsContent({ view }: { view: UseConnectedAccountsResult }) {
  const { t } = useMessages();
  const providerName = useProviderName();
  const socialTitleId = useId();
  const walletsTitleId = useId();
  const linkTitleId = useId();
  const removing = view.removing;
  const dialogOpen = useConfirmOpen(view.status === 'confirmingRemoval', removing !== null && (view.status === 'removing' || view.status === 'refreshing'));
  const isBusy = view.isPending;
  const canRemove = [...view.providers, ...view.wallets].every((row) => row.canRemove);
  const hasRows = view.providers.length + view.wallets.length > 0;

  const announcement =
    view.status === 'linking' && view.linking ? t('connectedAccounts.linking', { provider: providerName({ provider: view.linking, providerType: view.linking }) }) : view.done ? t(DONE[view.done]) : null;

  return (
    <AccountSection
      name="connectedAccounts"
      title={t('connectedAccounts.title')}
      description={t('connectedAccounts.text')}
      announcement={announcement}
      busy={isBusy}
    >
      {isLoadStatus(view.status) ? (
        <SectionLoad status={view.status} error={view.error} onRetry={view.retry} />
      ) : view.stepUpRef ? (
        <SectionStepUp view={view} />
      ) : (
        <>
          {!hasRows && <p data-slot="connected-accounts-empty" className="pt:text-body pt:text-secondary">{t('connectedAccounts.none')}</p>}
          {view.providers.length > 0 && (
            <div className="pt:flex pt:flex-col pt:gap-stack">
              <h3 id={socialTitleId} className="pt:text-label pt:font-semibold pt:text-primary">
                {t('connectedAccounts.socialLogins')}
              </h3>
              <RowList aria-labelledby={socialTitleId} data-slot="connected-accounts-providers">
                {view.providers.map((row) => (
                  <ProviderListRow
                    key={row.oauthUserRegistrationId}
                    row={row}
                    name={providerName(row)}
                    isBusy={isBusy}
                    isRemoving={removing?.kind === 'provider' && removing.oauthUserRegistrationId === row.oauthUserRegistrationId}
                    onUnlink={() => view.unlink(row.oauthUserRegistrationId)}
                  />
                ))}
              </RowList>
            </div>
          )}
          {view.wallets.length > 0 && (
            <div className="pt:flex pt:flex-col pt:gap-stack">
              <h3 id={walletsTitleId} className="pt:text-label pt:font-semibold pt:text-primary">
                {t('connectedAccounts.wallets')}
              </h3>
              <RowList aria-labelledby={walletsTitleId} data-slot="connected-accounts-wallets">
                {view.wallets.map((row) => (
                  <WalletListRow
                    key={row.cryptoWalletId}
                    row={row}
                    isBusy={isBusy}
                    isRemoving={removing?.kind === 'wallet' && removing.cryptoWalletId === row.cryptoWalletId}
                    onRemove={() => view.removeWallet(row.cryptoWalletId)}
                  />
                ))}
              </RowList>
            </div>
          )}
          {hasRows && !canRemove && (
            <p data-slot="connected-accounts-only-way" className="pt:text-caption pt:text-secondary">
              {t('connectedAccounts.onlyWay')}
            </p>
          )}
          <SectionError error={view.status === 'list' || view.status === 'refreshing' ? view.error : null} />
          {view.linkable.length > 0 && (
            <div className="pt:flex pt:flex-col pt:gap-stack">
              <h3 id={linkTitleId} className="pt:text-label pt:font-semibold pt:text-primary">
                {t('connectedAccounts.linkTitle')}
              </h3>
              <div role="group" aria-labelledby={linkTitleId} data-slot="connected-accounts-link" className="pt:flex pt:flex-wrap pt:gap-stack">
                {view.linkable.map((provider) => (
                  <LinkButton
                    key={provider}
                    provider={provider}
                    name={providerName({ provider, providerType: provider })}
                    isLinking={view.linking === provider}
                    isBusy={isBusy}
                    onLink={() => view.link(provider)}
                  />
                ))}
              </div>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={dialogOpen && removing !== null}
        title={removing ? <RemovalWords row={removing} providerName={providerName} part="title" /> : null}
        description={removing ? <RemovalWords row={removing} providerName={providerName} part="text" /> : null}
        confirmLabel={t(removing?.kind === 'wallet' ? 'connectedAccounts.remove' : 'connectedAccounts.unlink')}
        isPending={view.status !== 'confirmingRemoval'}
        onConfirm={view.confirmRemove}
        onCancel={view.cancel}
      />
    </AccountSection>
  );
}

/** The confirmation's words for the row being removed: 'Unlink GitHub?' / 'Remove the wallet 0x6bad…0a11?', and what it means. */
function RemovalWords({ row, providerName, part }: { row: ProviderRow | WalletRow; providerName(row: ProviderRow): string; part: 'title' | 'text' }) {
  const { rich, t } = useMessages();
  if (row.kind === 'provider') {
    const provider = providerName(row);
    return <>{part === 'title' ? rich('connectedAccounts.unlinkTitle', { provider }) : rich('connectedAccounts.unlinkText', { provider })}</>;
  }
  return <>{part === 'title' ? rich('connectedAccounts.removeTitle', { address: row.shortAddress }) : t('connectedAccounts.removeText')}</>;
}

function ProviderListRow({
  row,
  name,
  isBusy,
  isRemoving,
  onUnlink,
}: {
  row: ProviderRow;
  name: string;
  isBusy: boolean;
  isRemoving: boolean;
  onUnlink(): void;
}) {
  const { t, rich } = useMessages();
  const labelId = useId();
  const known = isKnownProvider(row.provider);
  return (
    <ListRow
      data-slot="connected-account-row"
      data-provider={row.provider}
      state={isRemoving ? 'pending' : 'idle'}
      leading={<ProviderMark row={row} known={known} />}
      label={name}
      secondary={row.providerSubject ? <span dir="auto">{rich('connectedAccounts.subject', { subject: row.providerSubject })}</span> : undefined}
      actions={
        row.canRemove && (
          <>
            <HiddenLabel id={labelId}>{rich('connectedAccounts.unlinkLabel', { provider: name })}</HiddenLabel>
            <Button
              variant="destructive-outline"
              size="compact"
              data-action="unlink"
              aria-labelledby={labelId}
              {...(isRemoving && { 'data-return-focus': '' })}
              isDisabled={isBusy}
              onClick={onUnlink}
            >
              {t('connectedAccounts.unlink')}
            </Button>
          </>
        )
      }
    />
  );
}

/**
 * The provider's mark, with the user's picture there beside it when Stytch has one (decorative:
 * the row's words name the account). An unknown provider has no mark: its picture, or nothing.
 */
function ProviderMark({ row, known }: { row: ProviderRow; known: boolean }): ReactNode {
  const mark = known ? <ProviderIcon provider={row.provider as OAuthProvider} /> : null;
  if (!row.profilePictureUrl) return mark;
  return (
    <span className="pt:flex pt:items-center pt:gap-2">
      {mark}
      <img data-slot="connected-account-picture" src={row.profilePictureUrl} alt="" referrerPolicy="no-referrer" className="pt:size-8 pt:rounded-full" />
    </span>
  );
}

const WALLET_TYPES: Record<string, MessageKey> = {
  ethereum: 'connectedAccounts.wallet.ethereum',
  solana: 'connectedAccounts.wallet.solana',
};

function WalletListRow({ row, isBusy, isRemoving, onRemove }: { row: WalletRow; isBusy: boolean; isRemoving: boolean; onRemove(): void }) {
  const { t, rich } = useMessages();
  const labelId = useId();
  const type = row.type.toLowerCase();
  return (
    <ListRow
      data-slot="connected-wallet-row"
      data-wallet-type={type}
      state={isRemoving ? 'pending' : 'idle'}
      leading={
        type === 'ethereum' ? <WalletIcon wallet="GenericEthereumWallet" /> : type === 'solana' ? <WalletIcon wallet="GenericSolanaWallet" /> : <GenericWalletIcon />
      }
      // The address reads left to right in every language; the whole of it is its tooltip.
      label={
        <span dir="ltr" title={row.address}>
          {row.shortAddress}
        </span>
      }
      badges={!row.verified && <RowBadge>{t('connectedAccounts.notVerified')}</RowBadge>}
      secondary={t(WALLET_TYPES[type] ?? 'connectedAccounts.wallet.other')}
      actions={
        row.canRemove && (
          <>
            <HiddenLabel id={labelId}>{rich('connectedAccounts.removeLabel', { address: row.shortAddress })}</HiddenLabel>
            <Button
              variant="destructive-outline"
              size="compact"
              data-action="remove-wallet"
              aria-labelledby={labelId}
              {...(isRemoving && { 'data-return-focus': '' })}
              isDisabled={isBusy}
              onClick={onRemove}
            >
              {t('connectedAccounts.remove')}
            </Button>
          </>
        )
      }
    />
  );
}

/** 'Link GitHub', with the provider's mark: pending while the browser leaves for it. */
function LinkButton({ provider, name, isLinking, isBusy, onLink }: { provider: string; name: string; isLinking: boolean; isBusy: boolean; onLink(): void }) {
  const { rich } = useMessages();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="pt:flex-auto"
      data-action="link"
      data-provider={provider}
      isLoading={isLinking}
      isDisabled={isBusy && !isLinking}
      {...(isLinking && { 'data-return-focus': '' })}
      onClick={onLink}
    >
      {isKnownProvider(provider) && <ProviderIcon provider={provider} />}
      <span>{rich('connectedAccounts.link', { provider: name })}</span>
    </Button>
  );
}
