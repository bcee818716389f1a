/**
 * `react` and `react-dom` when the bundle is built on Preact (`PORTICO_ELEMENTS_RUNTIME=preact`):
 * preact/compat, plus React's `autoFocus`. React focuses such an element itself when it mounts
 * (before effects run); Preact only writes the `autofocus` attribute, which browsers honour once
 * per page, so a screen that arrives later (the passcode field) would not get the focus.
 */
import { options, type VNode } from 'preact';

// @ts-expect-error -- preact/compat's types are `export =`; its module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

type Ref = ((element: Element | null) => unknown) | { current: Element | null } | null | undefined;

const focused = new WeakSet<Element>();
const previous = options.vnode;

options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown };
  if (typeof vnode.type === 'string' && props.autoFocus) {
    delete props.autoFocus;
    const ref = vnode.ref as Ref;
    (vnode as { ref: Ref }).ref = (element: Element | null) => {
      if (element instanceof HTMLElement && !focused.has(element)) {
        focused.add(element);
        element.focus();
      }
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    };
  }
  previous?.(vnode);
};
