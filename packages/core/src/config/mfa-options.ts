import { MfaMethods, type MfaMethod, type MfaOptions } from './login-config';

/**
 * mfaOptions on its own, for the flows that ask for second factors (the login's router, the
 * redirect page, the second-factors mode): all lazy, so a first load never carries it
 * (`validateLoginConfig` checks mfaOptions without it).
 */
export const MFA_METHOD_VALUES = new Set<string>(Object.values(MfaMethods));

/** mfaOptions, resolved: the policy, the known methods in order, and whether a passkey is two factors. */
export interface ResolvedMfa {
  policy: 'whenEnrolled' | 'required';
  methods: MfaMethod[];
  passkeyCountsAsTwoFactors: boolean;
}

/** mfaOptions with its defaults (null: no second factor is asked for); unknown methods are dropped. */
export function resolveMfaOptions(options: MfaOptions | undefined): ResolvedMfa | null {
  if (!options) return null;
  return {
    policy: options.policy === 'required' ? 'required' : 'whenEnrolled',
    methods: [...new Set((Array.isArray(options.methods) ? options.methods : []).filter((method) => MFA_METHOD_VALUES.has(method)))],
    passkeyCountsAsTwoFactors: options.passkeyCountsAsTwoFactors !== false,
  };
}

