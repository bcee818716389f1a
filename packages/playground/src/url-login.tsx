import { UrlLoginWidget } from '@portico/ui';
import { stytch } from './stytch';

/**
 * The page social sign-in, One Tap and email links come back to: Portico's redirect page signs
 * in with the URL's token (and removes it from the address bar), then the playground shows the
 * session.
 */
export function UrlLogin({
  sessionDurationMinutes,
  onDone,
  onBack,
}: {
  sessionDurationMinutes: number;
  onDone(): void;
  onBack(): void;
}) {
  return (
    <UrlLoginWidget
      client={stytch}
      sessionDurationMinutes={sessionDurationMinutes}
      onDone={(output) => {
        if (output.status === 'authenticated') onDone();
      }}
      onBack={onBack}
    />
  );
}
