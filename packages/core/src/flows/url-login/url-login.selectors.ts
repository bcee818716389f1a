import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { urlLoginMachine } from './url-login.machine';

export interface UrlLoginView {
  status: 'authenticating' | 'authenticated' | 'noToken' | 'failed';
  /** 'oauth' or 'magic_links' once known. */
  tokenType: string | null;
  error: AuthError | null;
}

export const selectUrlLoginView = (snapshot: SnapshotFrom<typeof urlLoginMachine>): UrlLoginView => {
  const { answer, error } = snapshot.context;
  const status = snapshot.matches('authenticated')
    ? 'authenticated'
    : snapshot.matches('noToken')
      ? 'noToken'
      : snapshot.matches('failed')
        ? 'failed'
        : 'authenticating';
  return { status, tokenType: answer?.tokenType ?? null, error };
};
