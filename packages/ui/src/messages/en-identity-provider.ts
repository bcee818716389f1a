/**
 * The English words of the identity-provider mode (spec §2: OAuth consent, its scopes, and
 * logout). Kept apart from `en` as `enMfa` is: every widget's first load carries `en`, while these
 * are only in the identity-provider widget's (its screens provide them through
 * `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enIdentityProvider = {
  'idpLogout.title': 'Log out?',
  'idpLogout.text': 'Are you sure you want to log out of your {projectName} account?',
  'idpLogout.yes': 'Yes',
  'idpLogout.no': 'No',
  'idpLogout.loading': 'Checking your logout request…',
  'idpLogout.loggingOut': 'Logging you out…',
  'idpLogout.denied': 'You have not been logged out. You may close this page.',
  'idpLogout.redirecting': 'You have been logged out. Redirecting…',
  'idpLogout.missingParameter': 'Required parameter is missing: {name}. Please reach out to the application developer.',
  'idp.consent.title': 'Sign in to {clientName} with {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} wants to access your account',
  'idp.consent.intro': '{clientName} is asking to:',
  'idp.consent.allow': 'Allow',
  'idp.consent.deny': 'Deny',
  'idp.consent.loading': 'Loading…',
  'idp.consent.redirecting': 'Redirecting…',
  'idp.consent.denied': 'Access to the application was denied.',
  'idp.consent.noSession': 'No active session detected. Please log in to continue.',
  'idp.consent.missingParameter': 'Required parameter is missing: {name}. Please reach out to the application developer.',
  'idp.consent.cannotGrant': "You cannot grant {clientName}'s request",
  'idp.consent.cannotGrantSome': 'You do not have permissions to grant {clientName} access to some of the requested scopes',
  'idp.consent.scope.openid': 'Confirm your identity',
  'idp.consent.scope.openid.details': 'Lets {clientName} know it is you, with an identifier of your account.',
  'idp.consent.scope.profile': 'See your name and profile picture',
  'idp.consent.scope.profile.details': 'Your name and profile picture, as they are in your account.',
  'idp.consent.scope.email': 'See your email address',
  'idp.consent.scope.email.details': 'Your primary email address, and whether it is verified.',
  'idp.consent.scope.phone': 'See your phone number',
  'idp.consent.scope.phone.details': 'Your primary phone number, and whether it is verified.',
  'idp.consent.scope.offline_access': 'Stay connected (keep access when you are away)',
  'idp.consent.scope.offline_access.details': '{clientName} keeps the access you grant until you revoke it, even when you are signed out.',
  'idp.consent.scope.full_access': 'Full access to your account',
  'idp.consent.scope.full_access.details': '{clientName} can act in your account as you can.',
  'idp.consent.scope.custom': 'Use the {scope} scope',
} as const;
