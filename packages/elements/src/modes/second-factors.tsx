import type { LoginConfig, MfaOptions } from '@portico/core';
import { SecondFactorsWidget } from '@portico/ui';
import type { RenderContext } from '../element';

/**
 * `<portico-second-factors>`'s widget: `mfa-options` (or the config's `mfaOptions`), and the
 * config's `sessionOptions` and `otpOptions.expirationMinutes`.
 */
export default function SecondFactorsMode({ widget, config, values }: RenderContext) {
  const login = config as Partial<LoginConfig> | undefined;
  const mfaOptions = (values.mfaOptions as MfaOptions | null) ?? login?.mfaOptions;
  const minutes = login?.sessionOptions?.sessionDurationMinutes;
  const otpMinutes = login?.otpOptions?.expirationMinutes;
  return (
    <SecondFactorsWidget
      {...widget}
      {...(mfaOptions && { mfaOptions })}
      {...(minutes !== undefined && { sessionDurationMinutes: minutes })}
      {...(otpMinutes !== undefined && { otpExpirationMinutes: otpMinutes })}
    />
  );
}
