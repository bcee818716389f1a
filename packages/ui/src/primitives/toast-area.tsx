import { createContext, lazy, Suspense, useContext, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { afterPaint } from '../lib/after-paint';
import { useHydrating } from '../lib/use-hydrating';

/**
 * Toasts (see `./toast`): the provider and the toast area every widget frame renders. The area
 * is here, without the toast store, so a widget's first load does not carry it: the list inside
 * the (always present) live region loads after the first render, and shows whatever toasts the
 * store already holds when it arrives.
 */

export type ToastKind = 'success' | 'error' | 'blank' | 'loading';

export interface ToastSettings {
  durations: Record<ToastKind, number>;
  gutter: number;
}

export interface ToasterContextValue {
  toasterId: string;
  settings: ToastSettings;
}

const ToasterContext = createContext<ToasterContextValue | null>(null);

export function useToasterContext(consumer: string): ToasterContextValue {
  const context = useContext(ToasterContext);
  if (!context) throw new Error(`${consumer} must be used within <ToastProvider>.`);
  return context;
}

export function ToastProvider({ children, settings }: { children: ReactNode; settings: ToastSettings }) {
  const toasterId = `portico-${useId()}`;
  // The same value while it says the same: a re-render (the one after hydration) reaches no part
  // below through it, nor a Suspense boundary still waiting to hydrate (which React would then
  // draw afresh, dropping the server's HTML).
  const value = useMemo(() => ({ toasterId, settings }), [toasterId, settings]);
  return <ToasterContext.Provider value={value}>{children}</ToasterContext.Provider>;
}

/** Pausing the toasts' timers while the pointer is over them (the list hands its handlers up). */
export interface ToastPause {
  startPause(): void;
  endPause(): void;
}

const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

export function ToastArea({ className, ...props }: ComponentProps<'div'>) {
  const context = useToasterContext('ToastArea');
  const pause = useRef<ToastPause | null>(null);
  // The list only once hydrated (the server has no toasts): a Suspense boundary in the server's
  // HTML hydrates after the rest, and React 18 client-renders it (and reports an error) when an
  // update, the widget's first screen changing say, reaches it before.
  const hydrating = useHydrating();
  // And only once the widget's first frame is painted: its lazy component's start (a second
  // render, and the bundler's preload of its chunk) is no part of the render or the frame that
  // first shows the form (issue 41).
  const [committed, setCommitted] = useState(false);
  useEffect(() => afterPaint(() => setCommitted(true)), []);
  return (
    // A live region, not a landmark: several widgets on one page must not repeat a landmark.
    <div
      data-slot="toast-area"
      aria-live="polite"
      className={cn(
        'pt:pointer-events-none pt:fixed pt:inset-x-0 pt:top-4 pt:z-50 pt:flex pt:flex-col pt:items-center',
        className,
      )}
      style={{ gap: context.settings.gutter }}
      onMouseEnter={() => pause.current?.startPause()}
      onMouseLeave={() => pause.current?.endPause()}
      {...props}
    >
      {!hydrating && committed && (
        <Suspense fallback={null}>
          <ToastList context={context} pause={pause} />
        </Suspense>
      )}
    </div>
  );
}
