/**
 * The English words of the account's access sections (issue 37): connected accounts (social logins
 * and wallets), apps with access (Connected Apps), devices (the user's sessions) and deleting the
 * account, and the titles of the passkeys section. Loaded with those screens (`MessagesSection`);
 * the other catalogs hold these keys.
 */
export const enAccountAccess = {
  // Connected accounts: social logins and crypto wallets (screens/connected-accounts).
  'connectedAccounts.title': 'Connected accounts',
  'connectedAccounts.text': 'The social logins and crypto wallets you can sign in with.',
  'connectedAccounts.none': 'You have not connected a social login or a crypto wallet.',
  'connectedAccounts.socialLogins': 'Social logins',
  'connectedAccounts.wallets': 'Crypto wallets',
  'connectedAccounts.subject': 'Account ID: {subject}',
  'connectedAccounts.wallet.ethereum': 'Ethereum wallet',
  'connectedAccounts.wallet.solana': 'Solana wallet',
  'connectedAccounts.wallet.other': 'Crypto wallet',
  'connectedAccounts.notVerified': 'Not verified',
  'connectedAccounts.onlyWay': 'This is your only way to sign in: add an email address, a phone number or another account before you remove it.',
  'connectedAccounts.unlink': 'Unlink',
  'connectedAccounts.unlinkLabel': 'Unlink {provider}',
  'connectedAccounts.unlinkTitle': 'Unlink {provider}?',
  'connectedAccounts.unlinkText': 'You will no longer be able to sign in with {provider}. You can link it again later.',
  'connectedAccounts.remove': 'Remove',
  'connectedAccounts.removeLabel': 'Remove the wallet {address}',
  'connectedAccounts.removeTitle': 'Remove the wallet {address}?',
  'connectedAccounts.removeText': 'You will no longer be able to sign in with this wallet.',
  'connectedAccounts.linkTitle': 'Link another account',
  'connectedAccounts.link': 'Link {provider}',
  'connectedAccounts.linking': 'Taking you to {provider}…',
  'connectedAccounts.done.unlinked': 'The account is unlinked.',
  'connectedAccounts.done.removed': 'The wallet is removed.',

  // Apps with access: Connected Apps the user let in (screens/connected-apps); the scopes are the consent screen's words.
  'connectedApps.title': 'Apps with access',
  'connectedApps.text': 'Apps you allowed to use your account. Revoke the access of an app you no longer use.',
  'connectedApps.none': 'No app has access to your account.',
  'connectedApps.scopes': '{name} can:',
  'connectedApps.revoke': 'Revoke access',
  'connectedApps.revokeLabel': 'Revoke access for {name}',
  'connectedApps.revokeTitle': 'Revoke access for {name}?',
  'connectedApps.revokeText': '{name} will no longer be able to use your account. If you use it again, it will ask for your permission.',
  'connectedApps.done.revoked': 'Access revoked.',

  // Devices: the user's sessions (screens/devices).
  'devices.title': 'Devices',
  'devices.text': 'Where you are signed in. Sign out of any device you do not recognise.',
  'devices.none': 'You are not signed in on any device.',
  'devices.name': '{browser} on {os}',
  'devices.unknown': 'Unknown device',
  'devices.type.desktop': 'Computer',
  'devices.type.mobile': 'Phone',
  'devices.type.tablet': 'Tablet',
  'devices.type.tv': 'TV',
  'devices.thisDevice': 'This device',
  'devices.activeNow': 'Active now',
  'devices.lastActive': 'Last active {time}',
  'devices.signedIn': 'Signed in {date}',
  'devices.ipAddress': 'IP address {ip}',
  'devices.signOut': 'Sign out',
  'devices.signOutLabel': 'Sign out of {device}',
  'devices.signOutTitle': 'Sign out of {device}?',
  'devices.signOutText': 'Whoever uses that device will have to sign in again.',
  'devices.signOutHereLabel': 'Sign out of this device',
  'devices.signOutHereTitle': 'Sign out of this device?',
  'devices.signOutHereText': 'You will be signed out here, and will have to sign in again.',
  'devices.signOutOthers': 'Sign out of all other devices',
  'devices.signOutOthersTitle': 'Sign out of all other devices?',
  'devices.signOutOthersText': 'Every device but this one will have to sign in again.',
  'devices.done.signedOut': 'That device is signed out.',
  'devices.done.signedOutOthers': 'Every other device is signed out.',
  'devices.signedOut': 'You are signed out.',

  // Delete account (screens/delete-account).
  'deleteAccount.title': 'Delete account',
  'deleteAccount.text': 'Your account, your ways to sign in and the access you gave apps are deleted for good. This cannot be undone.',
  'deleteAccount.confirmLabel': 'To confirm, type {text}',
  'deleteAccount.mismatch': 'Type {text} exactly as shown.',
  'deleteAccount.submit': 'Delete account',
  'deleteAccount.deleted': 'Your account is deleted, and you are signed out.',

  // The passkeys section (PasskeysSection: the passkey-registration flow's screens; the rest is enPasskeys').
  'accountPasskeys.title': 'Passkeys',
  'accountPasskeys.add': 'Add a passkey',
} as const;
