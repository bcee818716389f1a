import { useCountdown, type CountdownActorRef } from '@portico/core/react';
import { useMessages } from '../../messages';

/** m:ss (spec §9) in the language's digits: `4:59`, `٤:٥٩` in Egyptian Arabic. */
export function formatCountdown(totalSeconds: number, locale?: string): string {
  const digits = (value: number, width: number) =>
    new Intl.NumberFormat(locale, { minimumIntegerDigits: width, useGrouping: false }).format(value);
  return `${digits(Math.floor(totalSeconds / 60), 1)}:${digits(totalSeconds % 60, 2)}`;
}

/**
 * 'Your code expires in m:ss.' then 'Your code has expired.' The ticking text is not a live
 * region (it would be read every second); only the expiry itself is announced.
 */
export function ExpiryNotice({ actorRef }: { actorRef: CountdownActorRef }) {
  const countdown = useCountdown({ actorRef });
  const { t, rich, locale } = useMessages();
  return (
    <div data-slot="expiry-notice" data-expired={countdown.isExpired || undefined} className="pt:text-center pt:text-caption pt:text-secondary">
      <p aria-hidden={countdown.isExpired || undefined} className={countdown.isExpired ? 'pt:hidden' : undefined}>
        {rich('otp.expiresIn', { timeRemaining: formatCountdown(countdown.remainingSeconds, locale) })}
      </p>
      <p role="status" className={countdown.isExpired ? 'pt:text-error' : 'pt:sr-only'}>
        {countdown.isExpired ? t('otp.expired') : ''}
      </p>
    </div>
  );
}
