import type { LastUsedMethod, OAuthProvider } from '@portico/core';
import { useOAuth, useOneTap, type OAuthActorRef, type OneTapActorRef, type UseOneTapResult } from '@portico/core/react';
import { MessageText, useMessages } from '../../messages';
import { Alert } from '../../primitives/alert';
import { SocialButton } from '../../social';
import { OneTapArea } from './one-tap-area';

export interface SocialLoginProps {
  oauthRef: OAuthActorRef;
  /** Google One Tap, when a provider asks for it. */
  oneTapRef?: OneTapActorRef | undefined;
  lastUsed: LastUsedMethod | null;
}

/**
 * Main's social sign-in (spec §2): a button per provider, in config order; Google's place holds
 * the embedded One Tap prompt while it is up (the button otherwise, also beside a floating
 * prompt). A start or One Tap that fails says why above the buttons.
 */
export function SocialLogin({ oauthRef, oneTapRef, lastUsed }: SocialLoginProps) {
  const oauth = useOAuth({ actorRef: oauthRef });
  const { errorText } = useMessages();
  const button = (provider: OAuthProvider) => (
    <SocialButton
      key={provider}
      provider={provider}
      pending={oauth.pending === provider}
      disabled={oauth.pending !== null && oauth.pending !== provider}
      lastUsed={lastUsed === `oauth:${provider}`}
      onClick={() => oauth.start(provider)}
    />
  );
  return (
    <div data-slot="social-login" className="pt:flex pt:flex-col pt:gap-4">
      {oauth.error && (
        <Alert>
          <MessageText text={errorText(oauth.error)} />
        </Alert>
      )}
      {oauth.providers.map(({ type }) =>
        type === 'google' && oneTapRef ? <GoogleWithOneTap key={type} oneTapRef={oneTapRef} button={button(type)} /> : button(type),
      )}
    </div>
  );
}

function GoogleWithOneTap({ oneTapRef, button }: { oneTapRef: OneTapActorRef; button: React.ReactNode }) {
  const oneTap = useOneTap({ actorRef: oneTapRef });
  return (
    <>
      <OneTapProblem oneTap={oneTap} />
      {oneTap.embedded ? <OneTapArea oneTap={oneTap} /> : button}
    </>
  );
}

/** Spec §4's One Tap error states, each a configuration error; a failed sign-in with Google's credential. */
function OneTapProblem({ oneTap }: { oneTap: Pick<UseOneTapResult, 'problem' | 'error'> }) {
  const { rich, errorText } = useMessages();
  if (oneTap.error) {
    return (
      <Alert>
        <MessageText text={errorText(oneTap.error)} />
      </Alert>
    );
  }
  if (!oneTap.problem || oneTap.problem === 'unavailable') return null;
  return (
    <Alert data-slot="one-tap-problem" data-problem={oneTap.problem}>
      {rich(`oneTap.problem.${oneTap.problem}`, { origin: typeof window === 'undefined' ? '' : window.location.origin })}
    </Alert>
  );
}
