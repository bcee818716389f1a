import type { SnapshotFrom } from 'xstate';
import type { AuthError } from '../../client';
import type { OAuthProvider, ResolvedOAuthProvider } from '../../config';
import type { oauthMachine } from './oauth.machine';

export interface OAuthView {
  providers: ResolvedOAuthProvider[];
  /** The provider whose sign-in is starting (its button spins; the others wait). */
  pending: OAuthProvider | null;
  error: AuthError | null;
}

export const selectOAuthView = (snapshot: SnapshotFrom<typeof oauthMachine>): OAuthView => ({
  providers: snapshot.context.providers,
  pending: snapshot.hasTag('pending') ? snapshot.context.pending : null,
  error: snapshot.context.error,
});
