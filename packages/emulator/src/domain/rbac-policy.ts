/**
 * Bootstrap's `rbac_policy` (protocol §3) from the settings. Stytch grants a custom scope to users
 * whose roles hold all of the scope's permissions; the emulator models that with one resource,
 * `oauth_scopes`, whose actions are the scope names: each scope needs its own action, and each
 * role in `rbac_roles` holds the actions of the scopes it may grant. So `client.rbac` in the SDK
 * agrees with the consent screen.
 */
import type { ProjectSettings } from '../settings';
import { DEFAULT_ROLE } from './views';

export const SCOPES_RESOURCE = 'oauth_scopes';

const permissions = (scopes: string[]) => (scopes.length === 0 ? [] : [{ resource_id: SCOPES_RESOURCE, actions: [...scopes] }]);

export function rbacPolicy(settings: ProjectSettings) {
  const builtIn = settings.rbac_roles.find((role) => role.role_id === DEFAULT_ROLE);
  const roles = [
    { role_id: DEFAULT_ROLE, description: builtIn?.description || 'Granted to all users', permissions: permissions(builtIn?.scopes ?? []) },
    ...settings.rbac_roles
      .filter((role) => role.role_id !== DEFAULT_ROLE)
      .map((role) => ({ role_id: role.role_id, description: role.description, permissions: permissions(role.scopes) })),
  ];
  const scopeNames = settings.rbac_scopes.map((entry) => entry.scope);
  return {
    roles,
    resources:
      scopeNames.length === 0
        ? []
        : [{ resource_id: SCOPES_RESOURCE, description: 'Custom OAuth scopes (one action per scope)', actions: scopeNames }],
    scopes: settings.rbac_scopes.map(({ scope, description }) => ({ scope, description, permissions: permissions([scope]) })),
  };
}
