import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { magicLinkMachine } from './magic-link.machine';

export interface MagicLinkView {
  status: 'sending' | 'sendFailed' | 'sent';
  isPending: boolean;
  email: string;
  error: AuthError | null;
}

export function selectMagicLinkView(snapshot: SnapshotFrom<typeof magicLinkMachine>): MagicLinkView {
  return {
    status: snapshot.matches('sent') ? 'sent' : snapshot.matches('sendFailed') ? 'sendFailed' : 'sending',
    isPending: snapshot.hasTag('pending'),
    email: snapshot.context.request.email,
    error: snapshot.context.error,
  };
}
