import { cloneElement, forwardRef, isValidElement, useCallback, type ReactElement, type ReactNode, type Ref } from 'react';
import { reactMajor } from '../lib/react-version';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** The slot's props over its child's, as Radix's Slot merges them: handlers both run (the child's first). */
function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) {
        merged[name] = slotValue;
      }
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ') || undefined;
    }
  }
  return { ...slotProps, ...merged };
}

/** The child's own ref: one of its props since React 19, the element's own field before. */
function childRefOf(child: ReactElement<Props & { ref?: Ref<unknown> }>): Ref<unknown> | undefined {
  return reactMajor >= 19 ? child.props.ref : (child as unknown as { ref?: Ref<unknown> | null }).ref ?? undefined;
}

/**
 * Renders its only child element with the slot's props merged in (`asChild`), like Radix's
 * Slot.Root, which Portico's buttons used before: own code, so Main's first load does not carry
 * Radix for a prop that only later screens' links use.
 */
export const Slot = forwardRef<unknown, Props & { children?: ReactNode }>(function Slot({ children, ...slotProps }, ref) {
  const child = isValidElement(children) ? (children as ReactElement<Props & { ref?: Ref<unknown> }>) : null;
  const childRef = child ? childRefOf(child) : undefined;
  const composedRef = useCallback(
    (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!child) {
    if (children || children === 0) throw new Error('Slot (a Button with asChild) needs exactly one element child.');
    return null;
  }
  return cloneElement(child, { ...mergeProps(slotProps, child.props), ref: ref || childRef ? composedRef : undefined });
});
