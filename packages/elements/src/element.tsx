import type { AuthError, AuthEvent, FlowCallbacks, PresentationConfig, StyleConfig } from '@portico/core';
import { Alert, catalogKey, fetchCatalog, PorticoStyles, WidgetFrame, type LazyClient, type MessageOverrides, type Messages, type WidgetClient } from '@portico/ui';
import { Component, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getLazyStytchClient, getStytchClient } from './client';
import { withoutCredentials } from './event-detail';
import { COMMON_FIELDS, parseAttribute, parseField, sameValue, type Fields } from './fields';

/** A problem of the element itself (not of a flow), as `portico-error`'s detail. */
export interface ElementError {
  type: 'invalid_attribute' | 'invalid_property' | 'render_failed' | 'catalog_unavailable';
  message: string;
  /** The attribute or property concerned. */
  name?: string;
}

/** `portico-error`'s detail: a flow's error (Stytch's `error_type` or a local code), or the element's own. */
export type PorticoErrorDetail = AuthError | ElementError;

/** What a mode's render function is given. */
export interface RenderContext {
  /** Every field's current value, by property name. */
  values: Readonly<Record<string, unknown>>;
  client: WidgetClient | LazyClient;
  /** The config, with the shadow root left to the element (`enableShadowDOM: false`). */
  config: Record<string, unknown> | undefined;
  /** The shared widget props: client, styles, presentation, strings, messages, locale, callbacks. */
  widget: {
    client: WidgetClient | LazyClient;
    callbacks: FlowCallbacks;
    styles?: StyleConfig;
    presentation?: PresentationConfig;
    strings?: MessageOverrides;
    messages?: Messages;
    locale?: string;
    dir?: 'ltr' | 'rtl';
  };
  element: PorticoElement;
}

/** One of the elements: its tag, its own fields, what it waits for, and the widget it renders. */
export interface ElementMode {
  tag: string;
  fields: Fields;
  /** Properties that must be set before the widget renders (besides a client). */
  requires: readonly string[];
  /**
   * The element's box: by default none of its own (`contents`), so the widget's frame is the box
   * its parent lays out, sized as the React widget in the light DOM is (in a flex row, its
   * 400 px rather than its content's width); `inline-block` for a button that sits in a line.
   */
  display?: 'contents' | 'inline-block';
  /**
   * The widget's first screen needs no client: the one the element makes from `public-token` is
   * made once that screen is painted (`lazyClient`), not before it.
   */
  clientAfterFirstPaint?: boolean;
  /** The widget, as a React node (typed `unknown` so the public types need no React). */
  render(context: RenderContext): unknown;
}

export const EVENT = 'portico-event';
export const ERROR = 'portico-error';

/** How long an element waits for a client (or its required config) before saying so in the console. */
const MISSING_INPUT_WARNING_MS = 3000;

/** `HTMLElement` where there is one: importing this module during server rendering must not throw. */
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

/** The shipped catalogs once loaded, shared by every element of the page. */
/** A catalog by the tag it was asked for (`catalogKey`: `pt_PT` and `pt-pt` are one). */
type CatalogName = string;
const catalogs = new Map<CatalogName, Promise<Messages | null>>();
/** Fetched catalogs; `null`: a language Portico does not ship (English). */
const loadedCatalogs = new Map<CatalogName, Messages | null>();
const failedCatalogs = new Set<CatalogName>();

const LIGHT_SLOT = 'portico-widget';

function hostStyle(display: ElementMode['display'] = 'contents'): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = `:host{display:${display}}:host([hidden]){display:none}`;
  return style;
}

/**
 * The base of every Portico element: fields as properties and attributes, a React root in the
 * element's shadow root (or in its light DOM with `config.enableShadowDOM: false`), the host's
 * callbacks as DOM events, and in-place errors instead of a blank element.
 */
export abstract class PorticoElement extends Base {
  declare static readonly mode: ElementMode;

  static get observedAttributes(): string[] {
    return Object.values(this.mode.fields).flatMap((field) => (field.attribute ? [field.attribute] : []));
  }

  /**
   * Defines a property on the class's prototype for each field of its mode, and the same again
   * under its attribute's kebab-case name (`client-options` beside `clientOptions`): Vue and
   * Svelte bind `:client-options` / `client-options={…}` as a property when the element has one
   * by that name, and as an attribute (the object turned into "[object Object]") when not.
   */
  protected static defineFields(this: typeof PorticoElement): void {
    for (const [name, field] of Object.entries(this.mode.fields)) {
      const accessor = (enumerable: boolean): PropertyDescriptor => ({
        configurable: true,
        enumerable,
        get(this: PorticoElement) {
          return this.#values[name] ?? null;
        },
        set(this: PorticoElement, value: unknown) {
          this.#set(name, value, false);
        },
      });
      Object.defineProperty(this.prototype, name, accessor(true));
      if (field.attribute && field.attribute !== name) Object.defineProperty(this.prototype, field.attribute, accessor(false));
    }
  }

  readonly #values: Record<string, unknown> = {};
  readonly #errors = new Map<string, ElementError>();
  readonly #reported = new WeakSet<ElementError>();
  /** Bumped when an input the flow is built from changes: the widget remounts with it. */
  #generation = 0;
  #root: Root | null = null;
  #rootInShadow = true;
  #lightContainer: HTMLElement | null = null;
  readonly #shadow: ShadowRoot;
  #renderQueued = false;
  #waitTimer: ReturnType<typeof setTimeout> | undefined;
  #renderError: ElementError | null = null;
  /** The catalogs this element waits for (one callback each, however often it renders meanwhile). */
  readonly #awaitedCatalogs = new Set<CatalogName>();

  constructor() {
    super();
    // Until the widget's first screen, the shadow root shows the host's children (a fallback
    // such as 'Loading…'); then only the widget.
    this.#shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.#shadow.replaceChildren(hostStyle(this.#mode.display), document.createElement('slot'));
    // A property set before the element was defined (an instance property on the plain element,
    // by its name or its attribute's, as Svelte sets objects) hides the accessor: take it over.
    for (const [name, field] of Object.entries(this.#mode.fields)) {
      for (const key of new Set([name, field.attribute ?? name])) {
        if (!Object.prototype.hasOwnProperty.call(this, key)) continue;
        const value = (this as unknown as Record<string, unknown>)[key];
        delete (this as unknown as Record<string, unknown>)[key];
        this.#set(name, value, false);
      }
    }
  }

  get #mode(): ElementMode {
    return (this.constructor as typeof PorticoElement).mode;
  }

  attributeChangedCallback(attribute: string, previous: string | null, value: string | null): void {
    if (previous === value) return;
    const name = Object.keys(this.#mode.fields).find((key) => this.#mode.fields[key]!.attribute === attribute);
    if (name) this.#set(name, value, true);
  }

  connectedCallback(): void {
    this.#schedule();
  }

  disconnectedCallback(): void {
    clearTimeout(this.#waitTimer);
    this.#waitTimer = undefined;
    // A move (disconnected, then connected again at once) keeps the widget and its state.
    queueMicrotask(() => {
      if (!this.isConnected) this.#unmount();
    });
  }

  #set(name: string, input: unknown, fromAttribute: boolean): void {
    const field = this.#mode.fields[name]!;
    const label = fromAttribute ? `the ${field.attribute} attribute` : `the ${name} property`;
    const parsed = fromAttribute ? parseAttribute(field, name, input as string | null) : parseField(field, label, input);
    this.#errors.delete(name);
    let value: unknown = null;
    if (parsed.ok) value = parsed.value;
    else this.#errors.set(name, { type: fromAttribute ? 'invalid_attribute' : 'invalid_property', name: fromAttribute ? field.attribute! : name, message: parsed.message });
    const previous = this.#values[name] ?? null;
    this.#values[name] = value;
    // A widget that failed to render gets another try with the new input.
    this.#renderError = null;
    if (field.restarts && !sameValue(field, previous, value)) this.#generation += 1;
    this.#schedule();
  }

  #schedule(): void {
    if (this.#renderQueued) return;
    this.#renderQueued = true;
    queueMicrotask(() => {
      this.#renderQueued = false;
      this.#render();
    });
  }

  /**
   * A DOM event from the element: bubbling, composed, and carrying no credential, nor any URL's
   * query or fragment (see event-detail.ts); `portico-back`'s URL is the host's own `back-url`.
   */
  #dispatch(type: string, detail: unknown, cancelable = false): boolean {
    const safe = withoutCredentials(detail, { keepUrls: type === 'portico-back' });
    return this.dispatchEvent(new CustomEvent(type, { detail: safe, bubbles: true, composed: true, cancelable }));
  }

  /**
   * Sends a mode's event (`portico-redirect`, `portico-done`, …) from the element: bubbling,
   * composed, and cancelable when the element has a default action. Whether none cancelled it.
   */
  emit(type: string, detail: unknown, cancelable = false): boolean {
    return this.#dispatch(type, detail, cancelable);
  }

  /** A host callback that throws is reported like a listener that throws: the flow goes on. */
  #callHost(call: () => void): void {
    try {
      call();
    } catch (error) {
      if (typeof reportError === 'function') reportError(error);
      else console.error(error);
    }
  }

  /** The callbacks every widget gets: DOM events, then the host's `callbacks`. Stable. */
  readonly #callbacks: FlowCallbacks = {
    onEvent: (event: AuthEvent) => {
      this.#dispatch(EVENT, event);
      const onEvent = (this.#values.callbacks as FlowCallbacks | null)?.onEvent;
      if (onEvent) this.#callHost(() => onEvent(event));
    },
    onError: (error: AuthError) => {
      this.#dispatch(ERROR, error);
      const onError = (this.#values.callbacks as FlowCallbacks | null)?.onError;
      if (onError) this.#callHost(() => onError(error));
    },
  };

  /** The element's own problems go where a flow's errors go: console, `portico-error`, `onError`. */
  #report(error: ElementError): void {
    if (this.#reported.has(error)) return;
    this.#reported.add(error);
    console.error(`<${this.#mode.tag}>: ${error.message}`);
    this.#callbacks.onError!(error as unknown as AuthError);
  }

  #client(): WidgetClient | LazyClient | null {
    const client = this.#values.client as WidgetClient | LazyClient | null;
    if (client) return client;
    const publicToken = this.#values.publicToken as string | null;
    if (!publicToken) return null;
    const options = this.#values.clientOptions as object | null;
    return this.#mode.clientAfterFirstPaint ? getLazyStytchClient(publicToken, options) : getStytchClient(publicToken, options);
  }

  /** The catalog for `locale` when the host gave none: `undefined` (English), a catalog, or 'loading'. */
  #catalog(): Messages | undefined | 'loading' {
    const locale = this.#values.locale as string | null;
    if (this.#values.messages || !locale) return undefined;
    const name = catalogKey(locale);
    if (!name || failedCatalogs.has(name)) return undefined;
    if (loadedCatalogs.has(name)) return loadedCatalogs.get(name) ?? undefined;
    if (!catalogs.has(name)) {
      catalogs.set(
        name,
        // Matched as the widgets match it (`matchCatalog`); the classic script has es and pt-BR
        // inline only (src/catalogs/classic-registry.ts).
        fetchCatalog(name).then(
          (catalog) => {
            loadedCatalogs.set(name, catalog);
            return catalog;
          },
          (error: unknown) => {
            failedCatalogs.add(name);
            throw error;
          },
        ),
      );
    }
    if (!this.#awaitedCatalogs.has(name)) {
      this.#awaitedCatalogs.add(name);
      catalogs.get(name)!.then(
        () => this.#schedule(),
        (error: unknown) => {
          this.#report({ type: 'catalog_unavailable', name: 'locale', message: `the ${name} catalog could not be loaded (${String(error)}); showing English.` });
          this.#schedule();
        },
      );
    }
    return 'loading';
  }

  /**
   * The React root: in the shadow root (default), or in a container in the light DOM, which the
   * shadow root shows through a named slot (so the host's own children stay hidden either way).
   */
  #rootFor(shadow: boolean): Root {
    if (this.#root && this.#rootInShadow === shadow) return this.#root;
    this.#unmount();
    const container = document.createElement('div');
    container.setAttribute('data-slot', 'portico-element-root');
    // No box of its own either, where the host has none (see ElementMode's `display`).
    if ((this.#mode.display ?? 'contents') === 'contents') container.style.display = 'contents';
    if (shadow) {
      this.#shadow.replaceChildren(hostStyle(this.#mode.display), container);
    } else {
      const slot = document.createElement('slot');
      slot.name = LIGHT_SLOT;
      this.#shadow.replaceChildren(hostStyle(this.#mode.display), slot);
      container.slot = LIGHT_SLOT;
      this.append(container);
      this.#lightContainer = container;
    }
    this.#rootInShadow = shadow;
    this.#root = createRoot(container);
    return this.#root;
  }

  #unmount(): void {
    this.#root?.unmount();
    this.#root = null;
    this.#lightContainer?.remove();
    this.#lightContainer = null;
  }

  #render(): void {
    if (!this.isConnected) return;
    const mode = this.#mode;
    const values = this.#values;
    const config = (values.config as Record<string, unknown> | null) ?? undefined;
    const presentationValue = (values.presentation as PresentationConfig | null) ?? undefined;
    // The element owns the shadow root: `presentation.options.enableShadowDOM` (v6) wins over the
    // config's (v5), as in the widgets, and the widget inside is told to render where it is.
    const shadowOption = presentationValue?.options?.enableShadowDOM;
    const root = this.#rootFor(typeof shadowOption === 'boolean' ? shadowOption : config?.enableShadowDOM !== false);
    const presentation = presentationValue && { ...presentationValue, options: { ...presentationValue.options, enableShadowDOM: false } };
    const styles = (values.styles as StyleConfig | null) ?? undefined;

    const errors = [...this.#errors.values()];
    if (this.#renderError) errors.push(this.#renderError);
    for (const error of errors) this.#report(error);
    if (errors.length > 0) {
      root.render(<ElementProblem messages={errors.map((error) => error.message)} styles={styles} />);
      return;
    }

    const client = this.#client();
    const missing = [
      ...(client ? [] : ['a client (the public-token attribute or the client property)']),
      ...mode.requires.filter((name) => values[name] == null).map((name) => `the ${name}`),
    ];
    const catalog = this.#catalog();
    if (missing.length > 0 || catalog === 'loading') {
      if (missing.length > 0) this.#warnIfStillMissing(missing);
      root.render(this.#rootInShadow ? <slot /> : null);
      return;
    }
    clearTimeout(this.#waitTimer);
    this.#waitTimer = undefined;

    const messages = (values.messages as Messages | null) ?? catalog;
    const strings = (values.strings as MessageOverrides | null) ?? undefined;
    const locale = (values.locale as string | null) ?? undefined;
    // The element's own `dir` (HTML's attribute) is the host's direction for the widget; without
    // it, the direction follows the language (the page's, inherited, when no locale is given).
    const dir = this.dir === 'rtl' || this.dir === 'ltr' ? this.dir : undefined;
    const context: RenderContext = {
      values,
      client: client!,
      config: config && { ...config, enableShadowDOM: false },
      widget: {
        client: client!,
        callbacks: this.#callbacks,
        ...(styles && { styles }),
        ...(presentation && { presentation }),
        ...(strings && { strings }),
        ...(messages && { messages }),
        ...(locale && { locale }),
        ...(dir && { dir }),
      },
      element: this,
    };
    root.render(
      <RenderBoundary key={this.#generation} onError={(error) => this.#failed(error)}>
        <Suspense fallback={this.#rootInShadow ? <slot /> : null}>{mode.render(context) as ReactNode}</Suspense>
      </RenderBoundary>,
    );
  }

  /** A widget that threw while rendering: shown in place, reported once; a new input retries. */
  #failed(error: unknown): void {
    this.#renderError = { type: 'render_failed', message: `the widget failed to render (${error instanceof Error ? error.message : String(error)}).` };
    this.#schedule();
  }

  #warnIfStillMissing(missing: string[]): void {
    if (this.#waitTimer !== undefined) return;
    this.#waitTimer = setTimeout(() => {
      if (this.isConnected) console.warn(`<${this.#mode.tag}>: nothing to show yet: set ${missing.join(' and ')}.`);
    }, MISSING_INPUT_WARNING_MS);
  }

}

/** The element's own problem (a bad attribute, a widget that failed), in the widget's frame. */
function ElementProblem({ messages, styles }: { messages: string[]; styles: StyleConfig | undefined }) {
  return (
    <>
      <PorticoStyles />
      <WidgetFrame data-screen="ElementError" {...(styles && { styles })}>
        {messages.map((message) => (
          <Alert key={message}>Error: {message}</Alert>
        ))}
      </WidgetFrame>
    </>
  );
}

interface BoundaryProps {
  onError(error: unknown): void;
  children?: ReactNode;
}

/** Catches a widget that throws while rendering, so the element never goes blank silently. */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export { COMMON_FIELDS };
