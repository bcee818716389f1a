import type { AuthError } from '@portico/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../../messages';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { ScreenLoading } from '../../login-widget/screen-loading';
import { SectionError } from './section-error';

/** The statuses of a section (or of the widget) before it has the account: loading it, nobody signed in, a load that failed. */
export type LoadStatus = 'loading' | 'noUser' | 'loadFailed';

export const isLoadStatus = (status: string): status is LoadStatus => status === 'loading' || status === 'noUser' || status === 'loadFailed';

/**
 * What a section shows before it has the account (used alone, it loads it itself): a spinner, that
 * nobody is signed in ('Error: Cannot use Account component without active user authenticated.'),
 * or why the load failed with 'Try again'.
 */
export function SectionLoad({ status, error, onRetry }: { status: LoadStatus; error: AuthError | null; onRetry(): void }): ReactNode {
  const { t } = useMessages();
  if (status === 'loading') return <ScreenLoading />;
  if (status === 'noUser') return <Alert data-slot="account-no-user">{t('account.noUser')}</Alert>;
  return (
    <div data-slot="account-load-failed" className="pt:flex pt:flex-col pt:gap-stack">
      <SectionError error={error ?? { type: 'unknown_error' }} />
      <Button variant="secondary" className="pt:self-start" size="sm" onClick={onRetry}>
        {t('account.retry')}
      </Button>
    </div>
  );
}
