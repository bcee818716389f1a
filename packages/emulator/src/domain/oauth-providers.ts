/** The 19 social login providers of the consumer SDK (protocol §4.1, spec §9), as path names. */
export const OAUTH_PROVIDERS = [
  'google',
  'apple',
  'microsoft',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;

export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);

interface ProviderInfo {
  /** The brand name: the page title and the `provider_type` Stytch reports. */
  label: string;
  /** The scopes the stand-in provider always grants (custom scopes are added to them). */
  scopes: readonly string[];
}

const OIDC = ['openid', 'email', 'profile'] as const;

export const PROVIDER_INFO: Readonly<Record<OAuthProvider, ProviderInfo>> = {
  google: { label: 'Google', scopes: OIDC },
  apple: { label: 'Apple', scopes: ['openid', 'email', 'name'] },
  microsoft: { label: 'Microsoft', scopes: OIDC },
  github: { label: 'GitHub', scopes: ['read:user', 'user:email'] },
  gitlab: { label: 'GitLab', scopes: ['openid', 'email', 'profile', 'read_user'] },
  facebook: { label: 'Facebook', scopes: ['email', 'public_profile'] },
  discord: { label: 'Discord', scopes: ['identify', 'email'] },
  salesforce: { label: 'Salesforce', scopes: OIDC },
  slack: { label: 'Slack', scopes: OIDC },
  amazon: { label: 'Amazon', scopes: ['profile'] },
  bitbucket: { label: 'Bitbucket', scopes: ['account', 'email'] },
  linkedin: { label: 'LinkedIn', scopes: OIDC },
  coinbase: { label: 'Coinbase', scopes: ['wallet:user:read', 'wallet:user:email'] },
  twitch: { label: 'Twitch', scopes: ['openid', 'user:read:email'] },
  twitter: { label: 'Twitter', scopes: ['users.read', 'tweet.read'] },
  tiktok: { label: 'TikTok', scopes: ['user.info.basic'] },
  snapchat: { label: 'Snapchat', scopes: ['https://auth.snapchat.com/oauth2/api/user.display_name'] },
  figma: { label: 'Figma', scopes: ['files:read'] },
  yahoo: { label: 'Yahoo', scopes: OIDC },
};

/** Stytch's `provider_type` for a provider path name, e.g. `Google`; the name itself if it is not one of the 19. */
export const oauthProviderType = (provider: string): string => (isOAuthProvider(provider) ? PROVIDER_INFO[provider].label : provider);
