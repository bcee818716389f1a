import toast from 'react-hot-toast/headless';
import { ToastArea, ToastProvider, useToasterContext, type ToastKind, type ToastSettings } from './toast-area';

/**
 * Toasts. The store is react-hot-toast's (at most 20 kept), scoped per provider with a toaster
 * id so two widgets on one page keep their own notices; the markup is ours. Lifetimes and the
 * gap come from the provider (the widget passes spec §9's: success 2 s, error 4 s, other 4 s,
 * loading until dismissed, 8 px apart). The provider and the area live in `./toast-area`, which
 * a widget's first load carries without the store.
 */

/** Shows a toast in the nearest provider's toast area. */
function useToast() {
  const { toasterId, settings } = useToasterContext('useToast');
  return (kind: ToastKind, message: string) => {
    const options = { toasterId, duration: settings.durations[kind] };
    if (kind === 'blank') return toast(message, options);
    return toast[kind](message, options);
  };
}

export { ToastArea, ToastProvider, useToast, type ToastKind, type ToastSettings };
