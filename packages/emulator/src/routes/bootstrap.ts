import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { rbacPolicy } from '../domain/rbac-policy';
import { publicTokenNotFound } from '../http/client-auth';
import { ok } from '../http/envelope';
import type { ProjectSettings } from '../settings';

/** The bootstrap `data` (protocol §3). Captcha, DFP and CNAME stay off so the SDK loads nothing external. */
function bootstrapData(settings: ProjectSettings) {
  return {
    project_name: settings.project_name,
    disable_sdk_watermark: !settings.display_watermark,
    cname_domain: null,
    email_domains: settings.email_domains,
    captcha_settings: { enabled: false },
    pkce_required_for_email_magic_links: settings.pkce_required_for_email_magic_links,
    pkce_required_for_password_resets: settings.pkce_required_for_password_resets,
    pkce_required_for_oauth: settings.pkce_required_for_oauth,
    pkce_required_for_sso: false,
    slug_pattern: null,
    create_organization_enabled: false,
    password_config:
      settings.password_policy === 'luds'
        ? { luds_complexity: settings.luds_complexity, luds_minimum_count: settings.luds_min_length }
        : null,
    dfp_protected_auth_enabled: false,
    rbac_policy: rbacPolicy(settings),
    siwe_required_for_crypto_wallets: settings.siwe_required_for_crypto_wallets,
    vertical: 'CONSUMER',
  };
}

export function bootstrapRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  routes.get('/bootstrap/:public_token', (c) => {
    if (c.req.param('public_token') !== ctx.settings.public_token) throw publicTokenNotFound(ctx.settings);
    return ok(c, bootstrapData(ctx.settings));
  });
  return routes;
}
