import { toAuthError, type AuthError } from '@portico/core';
import { ErrorScreen, PorticoStyles, ScreenHeader, Spinner, useMessages, WidgetFrame } from '@portico/ui';
import { useEffect, useRef, useState } from 'react';
import { stytch } from './stytch';

/**
 * The page an email or OAuth link opens: completes the login from the URL's token
 * (`authenticateByUrl`, which also removes the token from the address bar).
 */
export function UrlLogin({ sessionDurationMinutes, onDone }: { sessionDurationMinutes: number; onDone(): void }) {
  const [error, setError] = useState<AuthError | null>(null);
  const { t } = useMessages();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    stytch
      .authenticateByUrl({ session_duration_minutes: sessionDurationMinutes })
      .then(() => onDone())
      .catch((caught: unknown) => setError(toAuthError(caught)));
  }, [sessionDurationMinutes, onDone]);
  return (
    <WidgetFrame>
      <PorticoStyles />
      {error ? (
        <ErrorScreen error={error} onBack={() => window.location.assign('/')} />
      ) : (
        <div role="status" className="pt:flex pt:flex-col pt:items-center pt:gap-4">
          <ScreenHeader title={t('password.reset.loggingIn')} />
          <Spinner className="pt:size-6" />
        </div>
      )}
    </WidgetFrame>
  );
}
