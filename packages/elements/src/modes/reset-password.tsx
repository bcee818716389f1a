import type { LoginConfig, MfaOptions } from '@portico/core';
import { ResetPasswordWidget } from '@portico/ui';
import type { RenderContext } from '../element';

/** `<portico-reset-password>`'s widget: `mfa-options` (or the config's `mfaOptions`) steps up before the login completes. */
export default function ResetPasswordMode({ widget, config, values }: RenderContext) {
  const mfaOptions = values.mfaOptions as MfaOptions | null | undefined;
  return (
    <ResetPasswordWidget
      {...widget}
      {...(config && { config: config as Partial<LoginConfig> })}
      {...(typeof values.passwordResetToken === 'string' && { passwordResetToken: values.passwordResetToken })}
      {...(mfaOptions && { mfaOptions })}
    />
  );
}
