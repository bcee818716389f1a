import { TOAST_DURATION_MS, TOAST_GUTTER_PX } from '@portico/core';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import toast, { resolveValue, useToaster } from 'react-hot-toast';
import { cn } from '../lib/cn';

/**
 * Toasts (spec §4/§9): success 2 s, error 4 s, others 4 s, loading until dismissed, at most 20
 * kept, 8 px apart. The store is react-hot-toast's, scoped per widget with a toaster id so two
 * widgets on one page keep their own notices; the markup is ours.
 */

type ToastKind = 'success' | 'error' | 'blank' | 'loading';

const ToasterIdContext = createContext<string | undefined>(undefined);

const toastOptions = {
  success: { duration: TOAST_DURATION_MS.success },
  error: { duration: TOAST_DURATION_MS.error },
  blank: { duration: TOAST_DURATION_MS.blank },
  loading: { duration: TOAST_DURATION_MS.loading },
};

function ToastProvider({ children }: { children: ReactNode }) {
  const toasterId = `portico-${useId()}`;
  return <ToasterIdContext value={toasterId}>{children}</ToasterIdContext>;
}

/** Shows a toast in the nearest widget's toast area. */
function useToast() {
  const toasterId = useContext(ToasterIdContext);
  return (kind: ToastKind, message: string) => {
    const options = { toasterId, ...toastOptions[kind] };
    if (kind === 'blank') return toast(message, options);
    return toast[kind](message, options);
  };
}

function ToastArea({ className, ...props }: ComponentProps<'div'>) {
  const toasterId = useContext(ToasterIdContext);
  const { toasts, handlers } = useToaster(toastOptions, toasterId);
  const visible = toasts.filter((item) => item.visible);
  return (
    // A live region, not a landmark: several widgets on one page must not repeat a landmark.
    <div
      data-slot="toast-area"
      aria-live="polite"
      className={cn(
        'pt:pointer-events-none pt:fixed pt:inset-x-0 pt:top-4 pt:z-50 pt:flex pt:flex-col pt:items-center',
        className,
      )}
      style={{ gap: TOAST_GUTTER_PX }}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      {...props}
    >
      {visible.map((item) => (
        <div
          key={item.id}
          data-slot="toast"
          data-type={item.type}
          role={item.type === 'error' ? 'alert' : 'status'}
          className={cn(
            'pt:pointer-events-auto pt:flex pt:max-w-container pt:items-center pt:gap-2 pt:rounded-input pt:border pt:bg-surface pt:px-4 pt:py-3 pt:text-sm pt:shadow-lg',
            item.type === 'error' ? 'pt:border-error pt:text-error' : 'pt:border-outline pt:text-primary',
            item.type === 'success' && 'pt:border-success pt:text-success',
          )}
        >
          {resolveValue(item.message, item)}
        </div>
      ))}
    </div>
  );
}

export { ToastArea, ToastProvider, useToast, type ToastKind };
