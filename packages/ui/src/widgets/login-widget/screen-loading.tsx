import { useMessages } from '../../messages';
import { Spinner } from '../../primitives/spinner';

/** Shown for the moment a lazily loaded screen takes to arrive. */
export function ScreenLoading() {
  const { t } = useMessages();
  return (
    <div data-slot="screen-loading" role="status" aria-label={t('common.loading')} className="pt:flex pt:justify-center pt:py-8 pt:text-secondary">
      <Spinner className="pt:size-6" />
    </div>
  );
}
