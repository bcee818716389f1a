import { resolveLoginConfig, validateLoginConfig } from '../../config';
import type { LoginContext, LoginInput } from './login.types';

/**
 * The login widget's first context, from its input: the validated and resolved config, the
 * project settings, Main's form draft and the remembered method. A plain function (no XState):
 * the machine starts from it, and so does the widget's first paint of Main, drawn before the
 * machines' module has arrived, so the two cannot disagree.
 */
export function initialLoginContext(input: LoginInput): LoginContext {
  const configErrors = validateLoginConfig(input.config);
  const config = resolveLoginConfig(configErrors.some((error) => error.code === 'no_products') ? { products: [] } : input.config);
  return {
    config,
    configErrors,
    bootstrap: input.bootstrap,
    step: { screen: 'Main' },
    draft: input.draft ?? { activeTab: config.tabs[0] ?? null, email: '', phone: null },
    lastUsed: input.lastUsed ?? null,
  };
}

/** Which of Main's flows start (the machine's guards, and the first paint's layout). */
export function mainFlowsOf(context: Pick<LoginContext, 'config' | 'configErrors'>) {
  const usable = context.configErrors.length === 0;
  return {
    form: usable,
    passkey: usable && context.config.passkeys.enabled,
    social: usable && context.config.oauth.providers.length > 0,
    oneTap: usable && context.config.oauth.oneTap !== null,
    wallets: usable && context.config.crypto.enabled,
  };
}
