import { createAccountBackend, type AccountBackend, type LoginConfig, type MfaOptions } from '@portico/core';
import { useMemo } from 'react';
import type { RenderContext } from '../element';

/*
 * Apart from the account mode's module: `<portico-user-button>` takes these too (for its dialog),
 * and must not load the account with its first screen.
 */

/** The account's options an element takes from its fields (`<portico-account>`, and `<portico-user-button>`'s dialog). */
export interface AccountFieldProps {
  backend?: AccountBackend;
  mfaOptions?: MfaOptions;
  providers?: string[];
  linkRedirectUrl?: string;
  sessionDurationMinutes?: number;
  otpExpirationMinutes?: number;
}

/**
 * The account's props from an element's fields: `backend-url` (checked: http(s) or a path on this
 * site) as `createAccountBackend({ url })`, `mfa-options` else the config's `mfaOptions`,
 * `providers`, `link-redirect-url`, and the config's `sessionOptions` and `otpOptions.expirationMinutes`.
 */
export function useAccountFields({ values, config }: Pick<RenderContext, 'values' | 'config'>): AccountFieldProps {
  const backendUrl = (values.backendUrl as string | null | undefined) || null;
  const backend = useMemo(() => (backendUrl ? createAccountBackend({ url: backendUrl }) : null), [backendUrl]);
  const login = config as Partial<LoginConfig> | undefined;
  const mfaOptions = (values.mfaOptions as MfaOptions | null | undefined) ?? login?.mfaOptions;
  const providers = values.providers as string[] | null | undefined;
  const linkRedirectUrl = values.linkRedirectUrl as string | null | undefined;
  const minutes = login?.sessionOptions?.sessionDurationMinutes;
  const otpMinutes = login?.otpOptions?.expirationMinutes;
  return {
    ...(backend && { backend }),
    ...(mfaOptions && { mfaOptions }),
    ...(providers && { providers }),
    ...(linkRedirectUrl && { linkRedirectUrl }),
    ...(minutes !== undefined && { sessionDurationMinutes: minutes }),
    ...(otpMinutes !== undefined && { otpExpirationMinutes: otpMinutes }),
  };
}
