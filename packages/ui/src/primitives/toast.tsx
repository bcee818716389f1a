import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import toast, { resolveValue, useToaster } from 'react-hot-toast/headless';
import { cn } from '../lib/cn';

/**
 * Toasts. The store is react-hot-toast's (at most 20 kept), scoped per provider with a toaster
 * id so two widgets on one page keep their own notices; the markup is ours. Lifetimes and the
 * gap come from the provider (the widget passes spec §9's: success 2 s, error 4 s, other 4 s,
 * loading until dismissed, 8 px apart).
 */

type ToastKind = 'success' | 'error' | 'blank' | 'loading';

interface ToastSettings {
  durations: Record<ToastKind, number>;
  gutter: number;
}

const ToasterContext = createContext<{ toasterId: string; settings: ToastSettings } | null>(null);

function useToasterContext(consumer: string) {
  const context = useContext(ToasterContext);
  if (!context) throw new Error(`${consumer} must be used within <ToastProvider>.`);
  return context;
}

function ToastProvider({ children, settings }: { children: ReactNode; settings: ToastSettings }) {
  const toasterId = `portico-${useId()}`;
  return <ToasterContext value={{ toasterId, settings }}>{children}</ToasterContext>;
}

const optionsFor = (settings: ToastSettings) => ({
  success: { duration: settings.durations.success },
  error: { duration: settings.durations.error },
  blank: { duration: settings.durations.blank },
  loading: { duration: settings.durations.loading },
});

/** Shows a toast in the nearest provider's toast area. */
function useToast() {
  const { toasterId, settings } = useToasterContext('useToast');
  return (kind: ToastKind, message: string) => {
    const options = { toasterId, duration: settings.durations[kind] };
    if (kind === 'blank') return toast(message, options);
    return toast[kind](message, options);
  };
}

const toneClassName = {
  error: 'pt:border-error pt:text-error',
  success: 'pt:border-success pt:text-success',
  neutral: 'pt:border-outline pt:text-primary',
};

function ToastArea({ className, ...props }: ComponentProps<'div'>) {
  const { toasterId, settings } = useToasterContext('ToastArea');
  const { toasts, handlers } = useToaster(optionsFor(settings), toasterId);
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
      style={{ gap: settings.gutter }}
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
            toneClassName[item.type === 'error' || item.type === 'success' ? item.type : 'neutral'],
          )}
        >
          {resolveValue(item.message, item)}
        </div>
      ))}
    </div>
  );
}

export { ToastArea, ToastProvider, useToast, type ToastKind, type ToastSettings };
