import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cssHtml } from '../lib/css-html';
import { reactMajor } from '../lib/react-version';
import { shadowTreeProperties } from '../lib/shadow-tree-properties';
import { useHydrating } from '../lib/use-hydrating';
import compiled from '../styles.css?inline';

/**
 * The stylesheet, with what it needs to draw borders, rings and shadows in a shadow root, where
 * browsers ignore its `@property` rules (see shadowTreeProperties; inert in the document).
 */
const stylesheet = compiled + shadowTreeProperties(compiled);

/** Hoisted into the document head, deduplicated by React by this href (React 19). */
const HOISTED = { href: 'portico-ui', precedence: 'default' } as const;

/** React 19 hoists and dedupes a `<style>` with `href` and `precedence`; React 18 does neither. */
const HOISTS_STYLES = reactMajor >= 19;

/**
 * The one place the stylesheet string is used: a minifier that inlines a constant string at
 * every use would otherwise ship the whole stylesheet twice.
 */
function Stylesheet({ hoisted }: { hoisted: boolean }) {
  const Style = hoisted && !HOISTS_STYLES ? SharedStylesheet : 'style';
  return <Style {...(hoisted && HOISTS_STYLES && HOISTED)}>{stylesheet}</Style>;
}

const EMPTY = { __html: '' };

/** The stylesheets put in place by `SharedStylesheet`, by document or shadow root. */
const shared = new WeakMap<Node, HTMLStyleElement>();

/**
 * The hoisting of React 19, for React 18: the stylesheet goes once into the head of the document
 * (or into the shadow root) the widget renders in, and stays, however many widgets render it.
 * What the server sends has it inline (nothing runs there), so it stays inline while hydrating;
 * in place after that, an empty `<style>` marks where the widget is.
 */
function SharedStylesheet({ children }: { children: string }) {
  const hydrating = useHydrating();
  // A ref callback rather than a layout effect, which React 18 warns about on the server.
  const anchor = useCallback(
    (element: HTMLStyleElement | null) => {
      const root = element?.getRootNode();
      if (!root || shared.get(root)?.isConnected) return;
      const parent =
        root.nodeType === Node.DOCUMENT_NODE ? (root as Document).head : root.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? root : null;
      if (!parent) return;
      const style = (root.ownerDocument ?? (root as Document)).createElement('style');
      style.setAttribute('data-portico-ui', '');
      style.textContent = children;
      // First, like React 19's hoisted styles: the host's own styles come after, and win.
      parent.insertBefore(style, parent.firstChild);
      shared.set(root, style);
    },
    [children],
  );
  // As HTML, not text: React 18's server renderer would escape the CSS's quotes. It is
  // Portico's own stylesheet, and its `<` are escaped all the same (see cssHtml).
  return hydrating ? (
    // eslint-disable-next-line no-restricted-syntax
    <style ref={anchor} data-portico-ui="" dangerouslySetInnerHTML={cssHtml(children)} />
  ) : (
    // eslint-disable-next-line no-restricted-syntax
    <style ref={anchor} dangerouslySetInnerHTML={EMPTY} />
  );
}

/**
 * Portico's stylesheet, hoisted into the document head once however many widgets and screens
 * render it (React 19 dedupes it by href; on React 18, see `SharedStylesheet`). Hosts composing
 * screens themselves render it once.
 */
export function PorticoStyles() {
  return <Stylesheet hoisted />;
}

/** The shadow root's host: no box of its own (see StyleRoot). */
const SHADOW_HOST = { display: 'contents' } as const;

/**
 * Puts Portico's stylesheet where the widget renders: hoisted once into the document head
 * (React dedupes it by href), or, with `enableShadowDOM`, inside the widget's own shadow root
 * so neither the host's styles nor ours cross the boundary.
 */
export function StyleRoot({ shadow, children }: { shadow: boolean; children: ReactNode }) {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  if (!shadow) {
    return (
      <>
        <PorticoStyles />
        {children}
      </>
    );
  }
  return (
    <div
      data-slot="shadow-host"
      // No box of its own: the widget's frame in the shadow root is what the parent lays out, as
      // in the light DOM (in a flex row, a box of its own was sized to the widget's content).
      style={SHADOW_HOST}
      ref={(element) => {
        if (element && !shadowRoot) setShadowRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
      }}
    >
      {shadowRoot &&
        createPortal(
          <>
            <Stylesheet hoisted={false} />
            {children}
          </>,
          shadowRoot,
        )}
    </div>
  );
}
