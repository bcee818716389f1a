import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthError } from '@portico/core';
import { directionOf, forgetFailedCatalog, loadCatalog, loadedCatalog, readCatalog } from './catalogs';
import { en, type FirstLoadMessages, type MessageKey, type Messages, type PluralBase } from './en';
import { currentReadings, loadReadings, subscribeReadings, type ErrorReadings } from './error-readings';
import { errorMessage, formatMessage, messageParts, type MessageValues } from './format';
import { messageNode, type ValueWrappers } from './message-text';

/** A host's overrides: any subset of keys (unknown keys are never read). */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

export interface MessagesApi {
  /** The catalog (in English, a screen's own words are there once it has loaded: `MessagesSection`). */
  messages: FirstLoadMessages;
  /** BCP 47 language of the catalog, for `lang` and Intl formatting (country names). */
  locale: string | undefined;
  /**
   * The widget's direction: the host's `dir` if it set one, else its language's (`ar`, `he`,
   * `fa` → rtl); undefined without a locale (the page's direction applies).
   */
  dir: 'ltr' | 'rtl' | undefined;
  /** The `dir` a host set, kept by nested providers. */
  hostDir: 'ltr' | 'rtl' | undefined;
  /** A pseudo-locale's transform, for the English words of a section (`MessagesSection`). */
  transform?: ((english: Partial<Messages>) => Partial<Messages>) | undefined;
  /**
   * The message as a plain string, for an attribute or an `aria-label`: each value isolated from
   * the sentence around it (FSI … PDI, `formatMessage`). Text in the page is `rich`.
   */
  t(key: MessageKey, values?: MessageValues): string;
  /**
   * The words for a quantity: `<base>.<category>` by the language's plural rules, `.other` where
   * the catalog lacks the category; `{count}` is filled with the number as the language writes it.
   * A plain string, as `t`; text in the page is `richPlural`.
   */
  plural(base: PluralBase, count: number, values?: MessageValues): string;
  /**
   * The message as text in the page: each value in a `<bdi>` (isolated in either direction, with
   * no control characters in the text); `wrap` puts markup around a value (`{ clientName: (name) =>
   * <strong>{name}</strong> }`).
   */
  rich(key: MessageKey, values?: MessageValues, wrap?: ValueWrappers): ReactNode;
  /** `plural`'s words as text in the page, as `rich`. */
  richPlural(base: PluralBase, count: number, values?: MessageValues): ReactNode;
  errorText(error: AuthError): string;
  /** How to read Stytch's other error types, once loaded (error-readings.ts), kept by nested providers. */
  readings: ErrorReadings | 'failed' | undefined;
}

/** A pseudo catalog's transform (pseudo.ts's `PSEUDO`; `Symbol.for`, so no import of pseudo.ts here). */
const PSEUDO = Symbol.for('portico.pseudo');
type Transform = MessagesApi['transform'];

export function createApi(
  messages: FirstLoadMessages,
  locale?: string,
  hostDir?: 'ltr' | 'rtl',
  transform?: Transform,
  readings?: ErrorReadings | 'failed',
): MessagesApi {
  const dir = hostDir ?? (locale === undefined ? undefined : directionOf(locale));
  // Every value placed in a sentence (an email, a phone number, a name, a count) is isolated from
  // the text around it, in either direction: its own direction cannot reorder the sentence.
  // A key outside its section (a bug) shows as itself rather than crashing the widget.
  const template = (key: MessageKey) => messages[key] ?? key;
  const quantity = (base: PluralBase, count: number, values?: MessageValues) => {
    const rules = new Intl.PluralRules(locale);
    const text = messages[`${base}.${rules.select(count)}` as MessageKey] ?? messages[`${base}.other` as MessageKey] ?? base;
    return { text, values: { ...values, count: new Intl.NumberFormat(locale).format(count) } };
  };
  return {
    messages,
    locale,
    dir,
    hostDir,
    transform,
    t: (key, values) => formatMessage(template(key), values),
    plural: (base, count, values) => {
      const words = quantity(base, count, values);
      return formatMessage(words.text, words.values);
    },
    rich: (key, values, wrap) => messageNode(messageParts(template(key), values), wrap),
    richPlural: (base, count, values) => {
      const words = quantity(base, count, values);
      return messageNode(messageParts(words.text, words.values));
    },
    errorText: (error) => {
      // Without a provider (the context's default), the readings as they are now.
      const known = readings ?? currentReadings();
      const text = errorMessage(messages, error, known ?? 'loading', transform);
      // An error the first load has no words for: load the readings (the providers re-render).
      if (known === undefined && text === '') void loadReadings();
      return text;
    },
    readings,
  };
}

export const MessagesContext = createContext<MessagesApi>(createApi(en));

export interface MessagesProviderProps {
  /**
   * A whole catalog (another language). Without one, the catalog Portico ships for `locale`
   * (`es`, `pt-BR`), fetched on demand, else English.
   */
  messages?: Messages;
  /** Individual strings to replace. */
  overrides?: MessageOverrides;
  /**
   * The catalog's language (`es`, `pt-BR`…). Given alone, a shipped catalog is loaded first:
   * the children suspend (nothing shows, not English) until it arrives; English if it cannot.
   */
  locale?: string;
  /** The host's direction for the widget; without one, its language's (`directionOf`). */
  dir?: 'ltr' | 'rtl';
  children?: ReactNode;
}

export function MessagesProvider({ messages: given, overrides, locale, dir, children }: MessagesProviderProps) {
  const inherited = useContext(MessagesContext).hostDir;
  const hostDir = dir ?? inherited;
  const ready = given ?? (locale === undefined ? en : loadedCatalog(locale));
  const shipped = ready === undefined ? loadCatalog(locale!) : null;
  // Suspends while the catalog loads (a thrown promise, as `use` is React 19 only).
  const fetched = shipped && readCatalog(shipped);
  const messages = ready ?? fetched ?? en;
  const failed = shipped !== null && fetched === null;
  useEffect(() => {
    if (failed && locale !== undefined) forgetFailedCatalog(locale);
  }, [failed, locale]);
  const readings = useSyncExternalStore(subscribeReadings, currentReadings, currentReadings);
  const api = useMemo(() => {
    const merged: FirstLoadMessages = { ...messages };
    for (const [key, value] of Object.entries(overrides ?? {})) {
      // Any key but Object's own (`__proto__`…): a section's keys are not in English's first load.
      if (!(key in Object.prototype) && typeof value === 'string') {
        merged[key as MessageKey] = value;
      }
    }
    return createApi(merged, locale, hostDir, (messages as { [PSEUDO]?: Transform })[PSEUDO], readings);
  }, [messages, overrides, locale, hostDir, readings]);
  return <MessagesContext.Provider value={api}>{children}</MessagesContext.Provider>;
}

export function useMessages(): MessagesApi {
  return useContext(MessagesContext);
}

