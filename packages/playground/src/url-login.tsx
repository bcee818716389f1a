import type { MfaOptions, PresentationConfig } from '@portico/core';
import { UrlLoginWidget } from '@portico/ui';
import { stytch } from './stytch';

/**
 * The page social sign-in, One Tap and email links come back to: Portico's redirect page signs
 * in with the URL's token (and removes it from the address bar), then the playground shows the
 * session.
 */
export function UrlLogin({
  sessionDurationMinutes,
  mfaOptions,
  otpExpirationMinutes,
  onDone,
  onStayed,
  onBack,
  requestTimeoutMs,
  presentation,
}: {
  sessionDurationMinutes: number;
  /** The login config's second factors, asked for on this page too. */
  mfaOptions?: MfaOptions;
  otpExpirationMinutes?: number;
  onDone(): void;
  /** The link was for another account and the user stayed signed in as they were ('Switch accounts?'). */
  onStayed(): void;
  onBack(): void;
  requestTimeoutMs?: number;
  presentation?: PresentationConfig;
}) {
  return (
    <UrlLoginWidget
      client={stytch}
      {...(requestTimeoutMs !== undefined && { requestTimeoutMs })}
      {...(presentation && { presentation })}
      sessionDurationMinutes={sessionDurationMinutes}
      {...(mfaOptions && { mfaOptions })}
      {...(otpExpirationMinutes !== undefined && { otpExpirationMinutes })}
      onDone={(output) => {
        if (output.status === 'authenticated') onDone();
        // The page's own session, kept: its login was complete before the link came.
        else if (output.status === 'declined') onStayed();
      }}
      onBack={onBack}
    />
  );
}
