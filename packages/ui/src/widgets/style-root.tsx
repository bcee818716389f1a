import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import stylesheet from '../styles.css?inline';

/** Hoisted into the document head, deduplicated by React by this href. */
const HOISTED = { href: 'portico-ui', precedence: 'default' } as const;

/**
 * The one place the stylesheet string is used: a minifier that inlines a constant string at
 * every use would otherwise ship the whole stylesheet twice.
 */
function Stylesheet({ hoisted }: { hoisted: boolean }) {
  return <style {...(hoisted && HOISTED)}>{stylesheet}</style>;
}

/**
 * Portico's stylesheet, hoisted into the document head once however many widgets and screens
 * render it (React dedupes it by href). Hosts composing screens themselves render it once.
 */
export function PorticoStyles() {
  return <Stylesheet hoisted />;
}

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
