/**
 * The English words of the user button (`UserButton`, `<portico-user-button>`, issue 37): the
 * signed-in user's menu. Loaded with it (`MessagesSection`); the other catalogs hold these keys.
 */
export const enUserButton = {} as const;
