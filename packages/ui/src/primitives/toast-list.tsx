import { useEffect, type RefObject } from 'react';
import { resolveValue, useToaster } from 'react-hot-toast/headless';
import { cn } from '../lib/cn';
import type { ToasterContextValue, ToastPause, ToastSettings } from './toast-area';

const optionsFor = (settings: ToastSettings) => ({
  success: { duration: settings.durations.success },
  error: { duration: settings.durations.error },
  blank: { duration: settings.durations.blank },
  loading: { duration: settings.durations.loading },
});

const toneClassName = {
  error: 'pt:border-error pt:text-error',
  success: 'pt:border-success pt:text-success',
  neutral: 'pt:border-outline pt:text-primary',
};

/** The visible toasts of one toaster (loaded on demand by `ToastArea`). */
export function ToastList({ context, pause }: { context: ToasterContextValue; pause: RefObject<ToastPause | null> }) {
  const { toasts, handlers } = useToaster(optionsFor(context.settings), context.toasterId);
  useEffect(() => {
    pause.current = handlers;
  });
  return toasts
    .filter((item) => item.visible)
    .map((item) => (
      <div
        key={item.id}
        data-slot="toast"
        data-type={item.type}
        role={item.type === 'error' ? 'alert' : 'status'}
        className={cn(
          'pt:pointer-events-auto pt:flex pt:max-w-container pt:items-center pt:gap-2 pt:rounded-input pt:border pt:bg-surface pt:px-4 pt:py-3 pt:text-label pt:shadow-lg',
          toneClassName[item.type === 'error' || item.type === 'success' ? item.type : 'neutral'],
        )}
      >
        {resolveValue(item.message, item)}
      </div>
    ));
}
