export { en, type FirstLoadMessages, type MessageKey, type Messages } from './en';
export { enIdentityProvider } from './en-identity-provider';
export { enMfa } from './en-mfa';
export { enPasswordStrength } from './en-password-strength';
export { enSecondFactors } from './en-second-factors';
export { es } from './es';
export { ptBR } from './pt-BR';
export { errorMessage, formatMessage, type MessageValues } from './format';
export { MessageText } from './message-text';
export {
  MessagesProvider,
  useMessages,
  type MessageOverrides,
  type MessagesApi,
  type MessagesProviderProps,
} from './messages-provider';
export { MessagesSection } from './messages-section';
export { zxcvbnSuggestionKey, zxcvbnWarningKey } from './zxcvbn';
