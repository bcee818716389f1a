import { useCountdown, type CountdownActorRef } from '@portico/core/react';
import { useMessages } from '../../messages';

/**
 * 'Your code expires in m:ss.' then 'Your code has expired.' The ticking text is not a live
 * region (it would be read every second); only the expiry itself is announced.
 */
export function ExpiryNotice({ actorRef }: { actorRef: CountdownActorRef }) {
  const countdown = useCountdown({ actorRef });
  const { t } = useMessages();
  return (
    <div data-slot="expiry-notice" data-expired={countdown.isExpired || undefined} className="pt:text-sm pt:text-secondary">
      <p aria-hidden={countdown.isExpired || undefined} className={countdown.isExpired ? 'pt:hidden' : undefined}>
        {t('otp.expiresIn', { timeRemaining: countdown.timeRemaining })}
      </p>
      <p role="status" className={countdown.isExpired ? 'pt:text-error' : 'pt:sr-only'}>
        {countdown.isExpired ? t('otp.expired') : ''}
      </p>
    </div>
  );
}
