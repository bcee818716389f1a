import type { AuthError } from '@portico/core';
import { useState, type ReactNode } from 'react';
import { useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { SectionError } from '../../widgets/account-widget/parts';
import { ScreenLoading } from '../../widgets/login-widget/screen-loading';

/*
 * Shared by the connected accounts, apps with access, devices and delete-account sections. The
 * same two as the account parts' `SectionLoad` and `useConfirmOpen` (built beside these, in
 * widgets/account-widget/parts): one pair should go once both are in.
 */

/** The statuses of a section before it has the account: loading it, nobody signed in, a load that failed. */
export type LoadStatus = 'loading' | 'noUser' | 'loadFailed';

export const isLoadStatus = (status: string): status is LoadStatus => status === 'loading' || status === 'noUser' || status === 'loadFailed';

/**
 * What a section shows before it has the account (used alone, it loads it itself; on the
 * account root's ref it has it, but a list of its own may still load): a spinner, that nobody is
 * signed in, or why the load failed with 'Try again'.
 */
export function SectionLoad({ status, error, onRetry }: { status: LoadStatus; error: AuthError | null; onRetry(): void }): ReactNode {
  const { t } = useMessages();
  if (status === 'loading') return <ScreenLoading />;
  if (status === 'noUser') return <Alert data-slot="account-no-user">{t('accountAccess.noUser')}</Alert>;
  return (
    <div data-slot="account-load-failed" className="pt:flex pt:flex-col pt:gap-4">
      <SectionError error={error ?? { type: 'unknown_error' }} />
      <Button variant="secondary" className="pt:max-w-fit pt:self-start" size="sm" data-action="retry" onClick={onRetry}>
        {t('accountAccess.retry')}
      </Button>
    </div>
  );
}

/**
 * Whether a `ConfirmDialog` is open: while the view asks (`asking`: confirming), and while the
 * change it asked about is made (`working`: its button pending, until the list has been read
 * again) when the dialog was open as it began. A change that steps up closes the dialog for the
 * step-up, and it does not come back when the change is then made (the row shows it instead).
 */
export function useConfirmOpen(asking: boolean, working: boolean): boolean {
  const [held, setHeld] = useState(false);
  const open = asking || (held && working);
  // Derived from the previous render (React's "storing information from previous renders").
  if (open !== held) setHeld(open);
  return open;
}
