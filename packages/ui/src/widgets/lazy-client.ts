import type { WidgetClient } from './auth-client';

const LAZY = Symbol.for('portico.lazyClient');

/**
 * A client made when first needed (`lazyClient`): a widget given one draws its first screen
 * without it and makes it once that screen is painted, so the client's start (the Stytch SDK's
 * constructor, its bootstrap request) is no part of the time to the first field.
 */
export interface LazyClient<C extends WidgetClient = WidgetClient> {
  readonly [LAZY]: true;
  /** Whether the client has been made (by a widget, or by `get`). */
  readonly made: boolean;
  /** The client: made now if it has not been, once for the page. */
  get(): C;
}

/**
 * A client made the first time something needs it: `lazyClient(() => new StytchHeadlessClient(token))`.
 * Give it to every widget as `client`; the widgets draw their first screen, then make it (once:
 * they share it). The host's own code takes the same client with `get()`.
 */
export function lazyClient<C extends WidgetClient>(make: () => C): LazyClient<C> {
  let client: C | undefined;
  return {
    [LAZY]: true,
    get made() {
      return client !== undefined;
    },
    get() {
      client ??= make();
      return client;
    },
  };
}

export function isLazyClient(client: unknown): client is LazyClient {
  return typeof client === 'object' && client !== null && (client as Partial<LazyClient>)[LAZY] === true;
}
