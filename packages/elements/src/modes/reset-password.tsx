import type { LoginConfig } from '@portico/core';
import { ResetPasswordWidget } from '@portico/ui';
import type { RenderContext } from '../element';

/** `<portico-reset-password>`'s widget. */
export default function ResetPasswordMode({ widget, config, values }: RenderContext) {
  return (
    <ResetPasswordWidget
      {...widget}
      {...(config && { config: config as Partial<LoginConfig> })}
      {...(typeof values.passwordResetToken === 'string' && { passwordResetToken: values.passwordResetToken })}
    />
  );
}
