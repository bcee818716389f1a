export { brandNames, en, type FirstLoadMessages, type MessageKey, type Messages } from './en';
export { enConfigErrors } from './en-config-errors';
export { enCrypto } from './en-crypto';
export { enScreens } from './en-screens';
export { enIdentityProvider } from './en-identity-provider';
export { enMfa } from './en-mfa';
export { enPasskeys } from './en-passkeys';
export { enPasswordStrength } from './en-password-strength';
export { enSecondFactors } from './en-second-factors';
export { enUrlLogin } from './en-url-login';
export { enAccount } from './en-account';
export { enAccountAccess } from './en-account-access';
export { enUserButton } from './en-user-button';
export { ar } from './ar';
export { cs } from './cs';
export { da } from './da';
export { de } from './de';
export { el } from './el';
export { es419 } from './es-419';
export { es } from './es';
export { fa } from './fa';
export { fi } from './fi';
export { fr } from './fr';
export { he } from './he';
export { hi } from './hi';
export { hu } from './hu';
export { id } from './id';
export { it } from './it';
export { ja } from './ja';
export { ko } from './ko';
export { nb } from './nb';
export { nl } from './nl';
export { pl } from './pl';
export { ptBR } from './pt-BR';
export { ptPT } from './pt-PT';
export { ro } from './ro';
export { ru } from './ru';
export { sv } from './sv';
export { th } from './th';
export { tr } from './tr';
export { uk } from './uk';
export { vi } from './vi';
export { zhHans } from './zh-Hans';
export { zhHant } from './zh-Hant';
export { pseudoLong, pseudoRtl } from './pseudo';
export { catalogKey, directionOf, fetchCatalog } from './catalogs';
export { matchCatalog, SHIPPED_CATALOGS, type CatalogId } from './catalog-registry';
export { errorMessage, formatMessage, messageParts, type MessagePart, type MessageValues } from './format';
export { HiddenLabel, MessageText, messageNode, nameOf, type ValueWrappers } from './message-text';
export {
  MessagesProvider,
  useMessages,
  type MessageOverrides,
  type MessagesApi,
  type MessagesProviderProps,
} from './messages-provider';
export { MessagesSection } from './messages-section';
export { zxcvbnSuggestionKey, zxcvbnWarningKey } from './zxcvbn';
