import type { LoginConfig } from '@portico/core';
import { UrlLoginWidget } from '@portico/ui';
import type { RenderContext } from '../element';

/**
 * `<portico-url-login>`'s widget: `portico-done` once; with `back-url`, the error screen's back
 * button fires a cancelable `portico-back`, then goes there.
 */
export default function UrlLoginMode({ widget, config, values, element }: RenderContext) {
  const loginConfig = config as Partial<LoginConfig> | undefined;
  const minutes = loginConfig?.sessionOptions?.sessionDurationMinutes;
  // The login config's second factors: asked for here too, after social sign-in, One Tap or a link.
  const mfaOptions = loginConfig?.mfaOptions;
  const otpMinutes = loginConfig?.otpOptions?.expirationMinutes;
  const backUrl = typeof values.backUrl === 'string' ? values.backUrl : null;
  return (
    <UrlLoginWidget
      {...widget}
      {...(minutes !== undefined && { sessionDurationMinutes: minutes })}
      {...(mfaOptions && { mfaOptions })}
      {...(otpMinutes !== undefined && { otpExpirationMinutes: otpMinutes })}
      onDone={(output) => element.emit('portico-done', output)}
      {...(backUrl !== null && {
        onBack: () => {
          if (element.emit('portico-back', { url: backUrl }, true) && backUrl) window.location.assign(backUrl);
        },
      })}
    />
  );
}
