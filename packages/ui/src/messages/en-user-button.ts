/**
 * The English words of the user button (`UserButton`, `<portico-user-button>`, issue 37): the
 * signed-in user's menu. Loaded with it (`MessagesSection`); the other catalogs hold these keys.
 */
export const enUserButton = {
  'userButton.open': 'Account menu for {name}',
  'userButton.manageAccount': 'Manage account',
  'userButton.signOut': 'Sign out',
  'userButton.signingOut': 'Signing out…',
  'userButton.signOutFailed': 'Signing out failed. You are still signed in.',
  // The account's dialog ('Manage account' without a page of the host's).
  'userButton.close': 'Close',
} as const;
