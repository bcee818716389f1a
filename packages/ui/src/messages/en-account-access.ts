/**
 * The English words of the account's access sections (issue 37): connected accounts (social logins
 * and wallets), apps with access (Connected Apps), devices (the user's sessions) and deleting the
 * account. Loaded with those screens (`MessagesSection`); the other catalogs hold these keys.
 */
export const enAccountAccess = {} as const;
